export { type Run__PASCAL__Result, run__PASCAL__ } from './__ID__';
