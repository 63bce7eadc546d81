export { Profile, type ProfileProps } from './Profile';
export { profilePageOf } from './profilePage';
export { ProfileSettings } from './settings';
