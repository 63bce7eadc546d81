export { Help } from './Help';
