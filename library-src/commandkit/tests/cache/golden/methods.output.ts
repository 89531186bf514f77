import { __commandkitCache } from 'commandkit/cache'; const base = {
  describe() {
    return 'base';
  },
};

export const store = __commandkitCache.markMethods({
  __proto__: base,
  async find(id: string) { return __commandkitCache.run("src/methods.ts#find:4fce6c58", arguments, async () => {
    
    return `${super.describe()}:${id}`;
  });},
  async 'quoted-name'() { return __commandkitCache.run("src/methods.ts#quoted-name:453b6eda", arguments, async () => {
    
    return 1;
  });},
  plain() {
    return 'not cached';
  },
}, [["find", "src/methods.ts#find:4fce6c58"], ["quoted-name", "src/methods.ts#quoted-name:453b6eda"]]);

export class Repository {
  constructor(private readonly table: string) {}

  async row(id: number) { return __commandkitCache.run("src/methods.ts#Repository.row:90cf0c27", arguments, async () => {
    
    return { table: this.table, id };
  });}
}
