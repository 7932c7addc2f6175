// Every rule about Spring map archives, defined once. Severity follows the engine: what makes it refuse or
// mis-load the archive is an error, what it reads on regardless (or what BAR's publishing checks refuse) a warning.
import { rule } from '../core/diagnostics';

const SCANNER = 'RecoilEngine rts/System/FileSystem/ArchiveScanner.cpp';
const SEVEN_ZIP = 'RecoilEngine rts/System/FileSystem/Archives/SevenZipArchive.cpp';
const ZIP = 'RecoilEngine rts/System/FileSystem/Archives/ZipArchive.cpp';
const MAP_INFO = 'RecoilEngine rts/Map/MapInfo.cpp';
const MAP_PARSER = 'RecoilEngine rts/Map/MapParser.cpp';
const TEXTURES = 'RecoilEngine rts/Map/SMF/SMFGroundTextures.cpp';
const BAR = 'beyond-all-reason/maps-metadata scripts/js/src';
const MOD_INFO =
  'spring/spring cont/base/springcontent/modinfo.lua and cont/base/bitmaps/modinfo.lua (depend by name, modtype)';

export const archiveRules = {
  unreadable: rule(
    'archive.unreadable',
    'error',
    'Archive cannot be opened',
    'The file is not a 7z or zip archive of its kind, is cut short, or its directory is damaged; the engine marks ' +
      "it broken and shows no map from it. The message carries the reader's reason.",
    `${SCANNER} (ScanArchive: "unable to open archive"); ${SEVEN_ZIP}; ${ZIP}`,
  ),
  entryLimit: rule(
    'archive.entry-limit',
    'error',
    'Archive lists too many entries',
    'The directory lists more entries than any map archive holds (100,000); it is not read further, so a hostile ' +
      'archive cannot make the reader allocate without bound.',
    'docs/architecture.md: archives (bounds against hostile archives)',
  ),
  entryTooLarge: rule(
    'archive.entry-too-large',
    'error',
    'Entry declares an unpacked size beyond bounds',
    'An entry the map needs declares more than 1 GiB unpacked (the largest maps are about 200 MB); it is not ' +
      'decompressed.',
    'docs/architecture.md: archives (bounds against hostile archives)',
  ),
  ratio: rule(
    'archive.ratio',
    'error',
    'Compression ratio of a bomb',
    'A large entry (or the solid block it is in) unpacks to more than 1000 times its packed size, as a ' +
      'decompression bomb does; it is not decompressed.',
    'docs/architecture.md: archives (bounds against hostile archives)',
  ),
  budgetExceeded: rule(
    'archive.budget-exceeded',
    'warning',
    'Unpacked bytes past the budget of one validation',
    'The entries one validation reads may unpack to 1 GiB in all (the hexAtlas.archiveBudgetMB setting); this ' +
      'entry would take the total past it, so it is not decompressed and what depends on it is not checked. ' +
      'Entries that point at the same compressed data, or many large ones, cannot make the reader unpack without ' +
      'bound. The range is the entry in the directory (zip) or the archive header (7z).',
    'docs/architecture.md: archives and text readers (bounded cost)',
  ),
  duplicateEntry: rule(
    'archive.duplicate-entry',
    'warning',
    'Entry name repeated',
    'Two entries of the directory have the same path (compared without regard to case, as the virtual file ' +
      'system does); the engine indexes one file per path, so only one of them is ever loaded. The first is read ' +
      'and checked here. The range is the repeating entry in the directory (zip) or the archive header (7z).',
    `${SCANNER}; ${ZIP} (lcNameIndex); ${SEVEN_ZIP}`,
  ),
  method: rule(
    'archive.method',
    'error',
    'Entry packed in a method the engine cannot read',
    'The engine reads .sd7 archives with the 7-Zip C decoder (LZMA, LZMA2, PPMd, Copy and the BCJ, BCJ2, ARM, ' +
      'ARMT, ARM64, PPC, SPARC, IA64 and Delta filters; no Deflate, BZip2 or encryption) and .sdz archives with ' +
      'minizip (stored and deflate, no encryption). An entry in any other method cannot be loaded.',
    `${SEVEN_ZIP} (SzArEx_Extract); ${ZIP} (unzOpenCurrentFile)`,
  ),
  entryUnreadable: rule(
    'archive.entry-unreadable',
    'error',
    'Entry cannot be unpacked',
    'Unpacking an entry the map needs failed (a data or CRC error, an entry cut short); the engine fails to read ' +
      'the same bytes.',
    `${SEVEN_ZIP} (GetFileImpl); ${ZIP} (GetFileImpl)`,
  ),
  solid: rule(
    'archive.solid',
    'warning',
    'Solid 7z archive',
    'Several files share one compressed block, so reading any of them decompresses the block up to it. The ' +
      'engine then reads the archive with one thread and refuses it when a meta-file such as mapinfo.lua is ' +
      'expensive to reach; BAR refuses solid map archives. Repack with `7z a -ms=off`.',
    `${BAR}/check_archive_not_solid.ts; ${SCANNER} (CheckCompression); ${SEVEN_ZIP} (considerSolid)`,
  ),
  noMap: rule(
    'archive.no-map',
    'error',
    'No .smf map in the archive',
    'The archive claims to be a map (mapinfo.lua at its root, or, without a modinfo.lua, an .smd or a maps/ ' +
      "folder), but the engine finds no file ending in .smf (nor takes mapinfo.lua's mapfile): the archive is no " +
      'map. Games (modinfo.lua) and base content are not maps and are not asked for one.',
    `${SCANNER} (SearchMapFile, ScanArchive)`,
  ),
  severalMaps: rule(
    'archive.several-maps',
    'warning',
    'More than one .smf in the archive',
    "The engine loads one map per archive: mapinfo.lua's mapfile, or else the first file ending in .smf in the " +
      "archive's order. The others are never loaded. The message says which one is taken.",
    `${SCANNER} (SearchMapFile)`,
  ),
  mapFile: rule(
    'archive.map-file',
    'info',
    'The map the engine loads',
    "Which .smf the engine loads from the archive, and why: mapinfo.lua's mapfile, or the first .smf found.",
    `${SCANNER} (ScanArchive: mapfile)`,
  ),
  mapFileMissing: rule(
    'archive.mapfile-missing',
    'error',
    'mapinfo.lua names a map file that is not in the archive',
    'The mapfile key of mapinfo.lua names the .smf the engine opens; no entry of the archive has that path ' +
      '(compared without regard to case, as the virtual file system does).',
    `${SCANNER} (ScanArchive: mapfile); ${MAP_INFO}`,
  ),
  tileFileMissing: rule(
    'archive.tile-file-missing',
    'error',
    'Tile file named by the map is not in the archive',
    "The engine looks for each .smt the map names in the map's folder, then at the name as given, in the " +
      'virtual file system (without regard to case). In a published archive neither holds it, so every player ' +
      'sees those tiles drawn in a flat colour.',
    `${TEXTURES} (LoadTiles)`,
  ),
  tileFileOverride: rule(
    'archive.tile-file-override',
    'info',
    "mapinfo.lua renames the map's tile files",
    "smf.smtFileName0, smtFileName1, … in mapinfo.lua (or the .smd's [SMF] section) name the tile files the " +
      'engine reads in place of the names stored in the map, when there are exactly as many as the map has tile ' +
      'files; they are looked up the same way. The message shows both names.',
    `${MAP_INFO} (smf.smtFileNames); ${TEXTURES} (LoadTiles: smtHeaderOverride)`,
  ),
  tileFileOverrideIgnored: rule(
    'archive.tile-file-override-ignored',
    'warning',
    "Tile file names in mapinfo.lua do not match the map's count",
    'mapinfo.lua (or the .smd) names a different number of tile files (smf.smtFileName0, …) than the map has; ' +
      'the engine logs a warning, ignores every one of them and reads the names stored in the map.',
    `${TEXTURES} (LoadTiles: "smtFileNames.size() != tileHeader.numTileFiles")`,
  ),
  noMapInfo: rule(
    'archive.no-mapinfo',
    'warning',
    'No mapinfo.lua',
    'The archive has no mapinfo.lua at its root; the engine falls back to defaults and the old .smd file. BAR ' +
      'refuses maps without mapinfo.lua.',
    `${BAR}/check_uses_mapinfo_lua.ts; ${SCANNER} (ScanArchive: hasMapInfo)`,
  ),
  mapInfoSyntax: rule(
    'archive.mapinfo-syntax',
    'error',
    'mapinfo.lua does not parse',
    'The engine runs mapinfo.lua when it scans the archive; a syntax error makes the scan fail and the archive ' +
      'is marked broken. The range is where the parser stopped. A UTF-8 byte order mark at the start is one: the ' +
      "engine's Lua 5.1 loads the text as it is and does not skip it.",
    `${SCANNER} (ScanArchiveLua)`,
  ),
  mapInfoRequired: rule(
    'archive.mapinfo-required',
    'error',
    'mapinfo.lua lacks a required key',
    'The table mapinfo.lua returns must have name and modtype; the archive scanner refuses it otherwise ' +
      '("Missing required tag").',
    `${SCANNER} (knownTags, ArchiveData::IsValid)`,
  ),
  mapFileAbsent: rule(
    'archive.mapfile-absent',
    'info',
    'mapinfo.lua does not name the map file',
    'The table mapinfo.lua returns has no mapfile. The engine then searches the archive for the first .smf while ' +
      'it scans archives, and logs "set the \'mapfile\' key in mapinfo.lua ... for faster loading". Naming the ' +
      'map (mapfile = "maps/NAME.smf") makes scanning faster and the choice explicit.',
    `${SCANNER} (ScanArchive: the mapfile warning); ${MAP_INFO}; ZeroK-RTS/Zero-K: issue 2967`,
  ),
  mapInfoNotChecked: rule(
    'archive.mapinfo-not-checked',
    'info',
    'Part of mapinfo.lua was not evaluated',
    'mapinfo.lua is read without running it: literal tables, arithmetic, math functions and helpers that return ' +
      'one expression are evaluated; calls, branches and loops are not. A value the checks need came from such ' +
      'code, or statements were skipped that might change the checked values.',
    `${SCANNER} (ScanArchiveLua); ${MAP_PARSER}`,
  ),
  modInfoSyntax: rule(
    'archive.modinfo-syntax',
    'error',
    'modinfo.lua does not parse',
    'The engine runs modinfo.lua when it scans a game or base-content archive; a syntax error makes the scan ' +
      'fail and the archive is marked broken, so no game is listed from it. The range is where the parser ' +
      'stopped; a UTF-8 byte order mark at the start is one (Lua 5.1 does not skip it).',
    `${SCANNER} (ScanArchiveLua)`,
  ),
  modInfoRequired: rule(
    'archive.modinfo-required',
    'error',
    'modinfo.lua lacks a required key',
    'The table modinfo.lua returns must have name (or a version, which the scanner makes the name from) and ' +
      'modtype (1 a game, 4 base content, 0 hidden, 5 a menu); the archive scanner refuses it otherwise ' +
      '("Missing required tag").',
    `${SCANNER} (knownTags, ArchiveData::IsValid); ${MOD_INFO}`,
  ),
  modInfoDepend: rule(
    'archive.modinfo-depend',
    'error',
    'A depend entry of modinfo.lua names no archive',
    'depend lists the archives loaded with this one, by name. The engine reads its entries 1, 2, 3, … as ' +
      'strings: an entry that is no string or number (a table, a boolean), or an empty string, is read as "", ' +
      'and loading the game then fails with "Dependent archive not found".',
    `${SCANNER} (ArchiveData: depend; GetAllArchivesUsedBy); ${MOD_INFO}`,
  ),
  modInfoDependIgnored: rule(
    'archive.modinfo-depend-ignored',
    'warning',
    'depend entries the engine does not read',
    'The engine reads depend as a table of entries 1, 2, 3, … up to the first number missing: a depend that is ' +
      'no table, and entries after a gap or under other keys, are ignored, so those archives are not loaded with ' +
      'the game.',
    `${SCANNER} (ArchiveData: "KeyExists(dep)")`,
  ),
  modInfoNotChecked: rule(
    'archive.modinfo-not-checked',
    'info',
    'Part of modinfo.lua was not evaluated',
    'modinfo.lua is read without running it, as mapinfo.lua is: literal tables, arithmetic and helpers that ' +
      'return one expression are evaluated; calls, branches and loops are not. A value the checks need came from ' +
      'such code, or statements were skipped that might change the checked values.',
    `${SCANNER} (ScanArchiveLua)`,
  ),
  startOutside: rule(
    'archive.start-outside',
    'error',
    'Start position outside the map',
    "A team's start position (mapinfo.lua teams[i].startPos.x/z, or the .smd's [TEAMn] StartPosX/StartPosZ) lies " +
      'outside 0..mapx*8 by 0..mapy*8 elmos of the map the engine loads; the team starts off the map.',
    `${MAP_PARSER} (GetStartPos); ${BAR}/check_startpos.ts (out-of-bounds check left as a TODO there)`,
  ),
  startBoxOutside: rule(
    'archive.startbox-outside',
    'warning',
    'Start box reaches outside the map',
    'A polygon of mapconfig/map_startboxes.lua has a point outside 0..mapx*8 by 0..mapy*8 elmos of the map the ' +
      'engine loads: part of the box is off the map. Reported on the polygon.',
    'ZeroK-RTS/Zero-K LuaRules/Gadgets/start_boxes.lua (mapconfig/map_startboxes.lua); ' + `${BAR}/check_startboxes.ts`,
  ),
  startBoxOverlap: rule(
    'archive.startbox-overlap',
    'warning',
    'Start boxes overlap',
    "Two ally teams' boxes in mapconfig/map_startboxes.lua share ground (tested every 8 elmos): both teams may " +
      'place their start there. Reported on the later box.',
    'ZeroK-RTS/Zero-K LuaRules/Gadgets/start_boxes.lua (mapconfig/map_startboxes.lua); ' + `${BAR}/check_startboxes.ts`,
  ),
  startBoxEmpty: rule(
    'archive.startbox-empty',
    'warning',
    'Start box without a start position',
    'A box of mapconfig/map_startboxes.lua lists no startpoints and holds none of the start positions of ' +
      'mapinfo.lua, so a team given that box has no default start (a configuration Zero-K found on a map).',
    'ZeroK-RTS/Zero-K: issue 2864; LuaRules/Gadgets/start_boxes.lua (startpoints)',
  ),
  startNotInBox: rule(
    'archive.start-not-in-box',
    'warning',
    'Start position in no start box',
    'A start position of mapinfo.lua lies in none of the boxes of mapconfig/map_startboxes.lua: the games place ' +
      'commanders inside the boxes, so this position is never used as given. Reported on the team entry.',
    'ZeroK-RTS/Zero-K LuaRules/Gadgets/start_boxes.lua; ' + `${BAR}/check_startpos.ts`,
  ),
  startBoxUnpathable: rule(
    'archive.startbox-unpathable',
    'info',
    'Much of a start box is ground the main movement class cannot stand on',
    'More than a quarter of the slope-map cells of the box (16x16 elmos each) are too steep or too deep for the ' +
      "game's main movement class (its bots), as the engine's slope map and move definitions decide: a team " +
      'starting there has less room to build than the others.',
    'ZeroK-RTS/Zero-K: issue 4359 (start boxes should not include unpathable terrain); ' +
      'RecoilEngine rts/Map/ReadMap.cpp (UpdateSlopemap)',
  ),
  heightOverride: rule(
    'archive.height-override',
    'info',
    "mapinfo.lua overrides the map's height range",
    'smf.minheight or smf.maxheight in mapinfo.lua replace the minHeight/maxHeight of the .smf header when the ' +
      'engine scales the height map; the message shows both.',
    `${MAP_INFO} (smf.minHeight, smf.maxHeight)`,
  ),
  smdSyntax: rule(
    'archive.smd-syntax',
    'warning',
    'The .smd does not follow the TDF grammar',
    "The map's .smd is read as TDF (`[SECTION] { key=value; }`); the text stops following the grammar here, so " +
      'what comes after it is not read.',
    'RecoilEngine rts/Lua/LuaParser.cpp; spring/spring rts/System/TdfParser.cpp',
  ),
} as const;

export const archiveRuleList = Object.values(archiveRules);
