// What the Node bundles import in fflate's place (scripts/lib/fflate-on-first-use.mjs): the names the code uses,
// each loading fflate on its first call.
'use strict';
let loaded;
const fflate = () => (loaded ??= require('fflate'));

exports.Inflate = class Inflate {
  constructor(...args) {
    return new (fflate().Inflate)(...args);
  }
};

exports.Unzlib = class Unzlib {
  constructor(...args) {
    return new (fflate().Unzlib)(...args);
  }
};

exports.unzlibSync = (...args) => fflate().unzlibSync(...args);
exports.zlibSync = (...args) => fflate().zlibSync(...args);
