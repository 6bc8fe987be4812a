import { twMerge } from 'tailwind-merge';
import { installClassMerge } from './cn';

/** Imported for its effect by the pages whose class lists may override each other: see cn.ts. */
installClassMerge(twMerge);
