/*
 * The Arabic messages, compiled. The builds replace this module with its compiled result
 * (build/compiledMessages.ts), so the ICU text and its parser never reach a browser.
 */
import source from '../../../../locales/ar/common.json';
import { compileBundle } from '../compileMessages';

/** Every Arabic message of the `common` namespace, compiled. */
export default compileBundle(source, 'ar');
