// Where the build lives: dist/ by default. The test suite builds its own variant (with the
// hydration mark end-to-end tests wait for) into another directory through BUILD_DIR, so a
// production build never carries test hooks.
export const buildDir = process.env.BUILD_DIR ?? 'dist';
