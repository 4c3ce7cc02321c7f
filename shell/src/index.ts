// Run by the page's starter (src/start.js) once the first view is painted. The asynchronous
// boundary lets the federation runtime settle shared modules before the app runs.
import(/* webpackChunkName: "bootstrap" */ './app/bootstrap');
