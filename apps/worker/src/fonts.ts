import type { FontFiles, FontKey } from '@app/api';

/**
 * The PDF fonts as Data modules (wrangler.toml `[[rules]]` for *.woff): uploaded with the Worker,
 * imported only when a PDF is drawn. The same files as FONT_FILES in @app/api, which Node reads
 * (a test compares the two lists).
 */
const modules: Record<FontKey, () => Promise<{ default: ArrayBuffer }>> = {
  'latin-400': () => import('@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff'),
  'latin-700': () => import('@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff'),
  'devanagari-400': () => import('@fontsource/noto-sans/files/noto-sans-devanagari-400-normal.woff'),
  'devanagari-700': () => import('@fontsource/noto-sans/files/noto-sans-devanagari-700-normal.woff'),
  'bengali-400': () =>
    import('@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff'),
  'bengali-700': () =>
    import('@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-700-normal.woff'),
  'gujarati-400': () =>
    import('@fontsource/noto-sans-gujarati/files/noto-sans-gujarati-gujarati-400-normal.woff'),
  'gujarati-700': () =>
    import('@fontsource/noto-sans-gujarati/files/noto-sans-gujarati-gujarati-700-normal.woff'),
  'gurmukhi-400': () =>
    import('@fontsource/noto-sans-gurmukhi/files/noto-sans-gurmukhi-gurmukhi-400-normal.woff'),
  'gurmukhi-700': () =>
    import('@fontsource/noto-sans-gurmukhi/files/noto-sans-gurmukhi-gurmukhi-700-normal.woff'),
  'kannada-400': () =>
    import('@fontsource/noto-sans-kannada/files/noto-sans-kannada-kannada-400-normal.woff'),
  'kannada-700': () =>
    import('@fontsource/noto-sans-kannada/files/noto-sans-kannada-kannada-700-normal.woff'),
  'malayalam-400': () =>
    import('@fontsource/noto-sans-malayalam/files/noto-sans-malayalam-malayalam-400-normal.woff'),
  'malayalam-700': () =>
    import('@fontsource/noto-sans-malayalam/files/noto-sans-malayalam-malayalam-700-normal.woff'),
  'oriya-400': () => import('@fontsource/noto-sans-oriya/files/noto-sans-oriya-oriya-400-normal.woff'),
  'oriya-700': () => import('@fontsource/noto-sans-oriya/files/noto-sans-oriya-oriya-700-normal.woff'),
  'tamil-400': () => import('@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-400-normal.woff'),
  'tamil-700': () => import('@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-700-normal.woff'),
  'telugu-400': () => import('@fontsource/noto-sans-telugu/files/noto-sans-telugu-telugu-400-normal.woff'),
  'telugu-700': () => import('@fontsource/noto-sans-telugu/files/noto-sans-telugu-telugu-700-normal.woff'),
};

export const workerFontFiles: FontFiles = {
  async load(key: FontKey) {
    return new Uint8Array((await modules[key]()).default);
  },
};
