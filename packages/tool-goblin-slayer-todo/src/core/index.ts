export { type RunGoblinSlayerTodoResult, runGoblinSlayerTodo } from './goblin-slayer-todo';
