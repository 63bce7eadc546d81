export { ProfileNav, type ProfileNavProps } from './ProfileNav';
export { PROFILE_SECTION_ICONS } from './profileSectionIcons';
