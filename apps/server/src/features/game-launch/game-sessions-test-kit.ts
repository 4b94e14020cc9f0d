/**
 * Game sessions for other features' tests (the seamless wallet's callbacks need one open):
 * tests reach game-launch's repository only through this kit (decision 031).
 */
export { insertGameSession } from './game-sessions.repository.ts';
