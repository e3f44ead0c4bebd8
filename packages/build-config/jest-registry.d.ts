import type { Registry } from '@sift/contracts';
export declare function testRegistry(): Registry;
