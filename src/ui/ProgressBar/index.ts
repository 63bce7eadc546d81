export { ProgressBar, type ProgressBarProps } from './ProgressBar';
export { progressPercent } from './progressPercent';
