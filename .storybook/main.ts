import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import type { PluginOption } from 'vite';
import { souqIdentifiers } from '../build/cssIdentifiers.ts';

function hasPlugin(plugins: readonly PluginOption[], namePrefix: string): boolean {
  return plugins
    .flat(Number.POSITIVE_INFINITY)
    .some(
      (plugin) =>
        typeof plugin === 'object' &&
        plugin !== null &&
        'name' in plugin &&
        plugin.name.startsWith(namePrefix),
    );
}

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  // Storybook only warns about a pattern that matches nothing, so the widget and primitive
  // folders can be listed before their first story exists.
  stories: [
    '../stories/**/*.mdx',
    '../stories/**/*.stories.tsx',
    '../src/ui/**/*.stories.tsx',
    '../widgets/**/*.stories.tsx',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  core: { disableTelemetry: true },
  viteFinal(viteConfig) {
    // Storybook merges the root vite.config.ts, which may already bring these plugins; a second
    // vanilla-extract plugin would compile every .css.ts twice.
    const plugins = [...(viteConfig.plugins ?? [])];
    if (!hasPlugin(plugins, 'vite:react')) plugins.push(react());
    if (!hasPlugin(plugins, 'vite-plugin-vanilla-extract')) {
      plugins.push(vanillaExtractPlugin({ identifiers: souqIdentifiers }));
    }
    return { ...viteConfig, plugins };
  },
};

export default config;
