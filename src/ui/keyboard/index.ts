export { arrowStep } from './arrowStep';
