/*
 * The English messages, compiled. The builds replace this module with its compiled result
 * (build/compiledMessages.ts), so the ICU text and its parser never reach a browser.
 */
import source from '../../../../locales/en/common.json';
import { compileBundle } from '../compileMessages';

/** Every English message of the `common` namespace, compiled. */
export default compileBundle(source, 'en');
