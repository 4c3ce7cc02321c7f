// Named by the page (deferred: it runs once the page is parsed). The asynchronous boundary lets
// the federation runtime settle shared modules before the app runs.
import(/* webpackChunkName: "bootstrap" */ './app/bootstrap');
