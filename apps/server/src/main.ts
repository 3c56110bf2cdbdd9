import { x } from '@app/domain';
const y: number = x + 1;
console.log(y);
