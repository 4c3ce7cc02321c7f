import { firstViewPainted } from './app/first-view';

// The app starts once the page's first view (the server's drawing of its largest picture) is on
// screen. The asynchronous boundary lets the federation runtime settle shared modules before the
// app runs.
void firstViewPainted().then(() => import(/* webpackChunkName: "bootstrap" */ './app/bootstrap'));
