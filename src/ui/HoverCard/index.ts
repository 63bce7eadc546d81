export { HoverCard, type HoverCardProps } from './HoverCard';
