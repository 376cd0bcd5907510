// The checks of apps/check.js, by a path inside this app's folder: Vite's dev server
// serves only what its root's URLs reach.
import '../check.js';
