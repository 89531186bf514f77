const base = {
  describe() {
    return 'base';
  },
};

export const store = {
  __proto__: base,
  async find(id: string) {
    'use cache';
    return `${super.describe()}:${id}`;
  },
  async 'quoted-name'() {
    'use cache';
    return 1;
  },
  plain() {
    return 'not cached';
  },
};

export class Repository {
  constructor(private readonly table: string) {}

  async row(id: number) {
    'use cache';
    return { table: this.table, id };
  }
}
