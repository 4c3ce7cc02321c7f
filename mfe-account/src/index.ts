// Running alone (npm start in this folder): the asynchronous boundary lets shared modules settle.
import('./app/standalone');
