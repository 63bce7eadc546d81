export { DropdownPanel, type DropdownPanelProps } from './DropdownPanel';
export { type Dropdown, type DropdownOptions, useDropdown } from './useDropdown';
