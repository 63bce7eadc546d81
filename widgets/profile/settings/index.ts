export { ProfileSettings } from './ProfileSettings';
