// Preloaded (node --require) into a generator run to kill it with SIGKILL in the middle of moving
// pages into place, as `kill -9` would: after KILL_AFTER_RENAMES renames whose destination is
// inside KILL_RENAMES_INTO (and not in its transaction folder), the process kills itself.
const fs = require('node:fs');
const path = require('node:path');

const into = path.resolve(process.env.KILL_RENAMES_INTO);
const limit = Number(process.env.KILL_AFTER_RENAMES);
let seen = 0;
const rename = fs.renameSync;
fs.renameSync = function renameSync(from, to) {
  const result = rename.call(this, from, to);
  const relative = path.relative(into, path.resolve(String(to)));
  if (!relative.startsWith('..') && !relative.split(path.sep).includes('.swap') && ++seen >= limit) process.kill(process.pid, 'SIGKILL');
  return result;
};
