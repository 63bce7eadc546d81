import type { SouqCore } from '../../../core';
import { fakeShopConfig } from '../../../core/testing';

/** Story parameters giving the story's core the fake shop's configuration, in its language. */
export function configuredStory() {
  return {
    souq: {
      prepare: (core: SouqCore) => {
        core.store.config.value = {
          ...core.store.config.value,
          configData: fakeShopConfig(core.store.language.value),
        };
      },
    },
  };
}
