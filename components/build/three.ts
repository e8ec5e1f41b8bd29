/**
 * three.js in the bundles only as far as they use it (the embed's weight). Half of three's weight in a bundle is GLSL:
 * the shader source of every built-in material (`ShaderLib`) and the chunks they include (`ShaderChunk`), kept
 * whole because the renderer looks them up by name at run time, where no bundler can see which are needed. This
 * module works out which are, from the bundle itself, and leaves the others out:
 *
 * 1. `three` resolves to its own modules (`three/src/Three.js`, exported by the package as `three/src/*`) instead of
 *    the pre-bundled `build/three.module.js`, so that the shaders are modules of their own the build can replace.
 * 2. {@link threeUsage} builds the entry points once without writing anything and reads which of three's material
 *    classes survived tree-shaking: those are the materials the bundle can make (for the board today
 *    `MeshBasicMaterial` and `MeshLambertMaterial`, and the depth and distance materials of the shadow maps).
 * 3. Each material's shader (`WebGLPrograms`' table, e.g. `MeshLambertMaterial` -> `lambert`) is kept, with every
 *    chunk its source includes (`#include <...>`, followed to the end, as `WebGLProgram` resolves them), and the two
 *    chunks `WebGLProgram` and `WebGLOutput` add themselves (tone mapping, colour space).
 * 4. {@link threeAsUsed} gives the build a `ShaderChunk` holding only those chunks, and a `ShaderLib` whose other
 *    entries are gone. Asking for one that is gone throws at once, naming it and its materials: a material added to
 *    the board without a build (e.g. a `MeshStandardMaterial` made by code the bundle does not contain) fails loud,
 *    `quest-board: three.js's "physical" shader (MeshStandardMaterial, MeshPhysicalMaterial) is not in this bundle`,
 *    instead of drawing nothing. A material the bundle's code does make is kept by step 2 without anyone listing it.
 *
 * What this leaves out besides materials: the renderer's own shaders for a textured or cube-map scene background
 * and for environment maps (`background`, `backgroundCube`, `cube`, `equirect`: the board has a plain background and
 * no environment map). They throw the same way if a scene ever asks for them. The entries left out are not built
 * at all (their uniforms, and the groups of `UniformsLib` only they merge), and with them go what only those materials need of the renderer: the functions of
 * `WebGLMaterials` refreshing their uniforms ({@link MATERIAL_REFRESHERS}) and, when no kept shader is lit by the
 * scene's lights (the board's materials are lit per vertex, `components/board/vertex-light.ts`), `WebGLLights`
 * ({@link lightsStandIn}: a scene holding a light throws).
 *
 * 5. Parts of the renderer the board never turns on are replaced by stand-ins ({@link RENDERER_STUBS}) that do
 *    what the renderer asks of them while they are off and throw, naming what is missing, when something turns
 *    them on: WebXR (`renderer.xr`), shadow maps (`renderer.shadowMap.enabled`), environment maps and textured
 *    backgrounds (the `PMREMGenerator`, cube maps), clipping planes, morph targets, uniform buffer objects and the
 *    output pass of a renderer with another `outputBufferType`.
 * 6. Functions the board never calls ({@link FUNCTION_STUBS}: reading pixels back, copying textures, render
 *    targets, cube and video textures, `toJSON`) keep their name and lose their body to a `throw` naming them.
 *    The table of CSS colour names is left out the same way ({@link SOURCE_PATCHES}): a name throws, `'#rrggbb'`
 *    and numbers make colours.
 * 7. The GLSL of features the board never turns on ({@link FEATURES_OFF}: shadows, fog, point, spot and rect area
 *    lights, maps other than `map`, skinning, morph targets, clipping, tone mapping, ...) is left out of the kept
 *    chunks: their `#ifdef` branches are resolved at build time (`components/build/glsl.ts`), and every program the
 *    renderer builds checks that none of those features is on, throwing naming it (`quest-board: this bundle has no
 *    fog: the build left out its shaders' code`); the lines of `WebGLProgram` that would `#define` them are left
 *    out too ({@link withoutDefinesOff}). `test/browser/bundle.test.ts` draws a board with the bundle and
 *    with all of three and finds every pixel alike.
 * @module
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type BuildOptions, type Metafile, type Plugin } from 'esbuild';
import { pruneGlsl, type GlslFacts } from './glsl.ts';
import { FUNCTION_STUBS, GONE, lightsStandIn, MATERIAL_REFRESHERS, RENDERER_STUBS, stubFunctions } from './three-stubs.ts';

/** three's `src/` folder (of the copy `node_modules` holds, the one the bundles take). */
const THREE_SRC = path.dirname(createRequire(import.meta.url).resolve('three/src/Three.js'));

/**
 * The chunk WebGLProgram adds to every program's fragment shader outside any material (it adds
 * `tonemapping_pars_fragment` too, with tone mapping on: see {@link FEATURES_OFF}).
 */
const RENDERER_CHUNKS = ['colorspace_pars_fragment'];

/**
 * The renderer's features the board never turns on whose GLSL the build leaves out (see the module, step 7): for
 * each, what it is, the JavaScript condition on the parameters `WebGLPrograms.getParameters` works out for every
 * program (`p`) that holds while it is off, and what that means for the shaders' preprocessor: names never defined
 * (WebGLProgram defines them from those parameters only) and names it replaces by 0 (`replaceLightNums`,
 * `replaceClippingPlaneNums`). Every program the renderer builds checks the conditions and throws naming the
 * feature that is on.
 */
export const FEATURES_OFF: readonly { what: string; off: string; undefined?: string[]; zero?: string[] }[] = [
  { what: 'shadow maps', off: '!p.shadowMapEnabled', undefined: ['USE_SHADOWMAP'] },
  { what: 'fog', off: '!(p.useFog && p.fog)', undefined: ['USE_FOG', 'FOG_EXP2'] },
  { what: 'environment maps', off: '!p.envMap', undefined: ['USE_ENVMAP'] },
  { what: 'light maps', off: '!p.lightMap', undefined: ['USE_LIGHTMAP'] },
  { what: 'ambient occlusion maps', off: '!p.aoMap', undefined: ['USE_AOMAP'] },
  { what: 'bump maps', off: '!p.bumpMap', undefined: ['USE_BUMPMAP'] },
  {
    what: 'normal maps and tangents',
    off: '!p.normalMap && !p.vertexTangents',
    undefined: ['USE_NORMALMAP', 'USE_NORMALMAP_OBJECTSPACE', 'USE_NORMALMAP_TANGENTSPACE', 'USE_PACKED_NORMALMAP', 'USE_TANGENT'],
  },
  { what: 'displacement maps', off: '!p.displacementMap', undefined: ['USE_DISPLACEMENTMAP'] },
  { what: 'emissive maps', off: '!p.emissiveMap', undefined: ['USE_EMISSIVEMAP'] },
  { what: 'specular maps', off: '!p.specularMap', undefined: ['USE_SPECULARMAP'] },
  { what: 'alpha maps', off: '!p.alphaMap', undefined: ['USE_ALPHAMAP'] },
  { what: 'alpha hashing', off: '!p.alphaHash', undefined: ['USE_ALPHAHASH'] },
  { what: 'second to fourth UV sets', off: '!p.vertexUv1s && !p.vertexUv2s && !p.vertexUv3s', undefined: ['USE_UV1', 'USE_UV2', 'USE_UV3'] },
  { what: 'points', off: '!p.pointsUvs', undefined: ['USE_POINTS_UV'] },
  { what: 'skinning', off: '!p.skinning', undefined: ['USE_SKINNING'] },
  {
    what: 'morph targets',
    off: '!p.morphTargets && !p.morphNormals && !p.morphColors && p.morphTargetsCount === 0 && !p.instancingMorph',
    undefined: ['USE_MORPHTARGETS', 'USE_MORPHNORMALS', 'USE_MORPHCOLORS', 'USE_INSTANCING_MORPH'],
  },
  { what: 'batched meshes', off: '!p.batching && !p.batchingColor', undefined: ['USE_BATCHING', 'USE_BATCHING_COLOR'] },
  { what: 'light probes', off: 'p.numLightProbes === 0 && p.numLightProbeGrids === 0', undefined: ['USE_LIGHT_PROBES'], zero: ['NUM_LIGHT_PROBE_GRIDS'] },
  { what: 'point lights', off: 'p.numPointLights === 0 && p.numPointLightShadows === 0', zero: ['NUM_POINT_LIGHTS', 'NUM_POINT_LIGHT_SHADOWS'] },
  {
    what: 'spot lights',
    off: 'p.numSpotLights === 0 && p.numSpotLightShadows === 0 && p.numSpotLightMaps === 0 && p.numSpotLightShadowsWithMaps === 0',
    zero: ['NUM_SPOT_LIGHTS', 'NUM_SPOT_LIGHT_SHADOWS', 'NUM_SPOT_LIGHT_MAPS', 'NUM_SPOT_LIGHT_COORDS', 'NUM_SPOT_LIGHT_SHADOWS_WITH_MAPS'],
  },
  { what: 'rect area lights', off: 'p.numRectAreaLights === 0', zero: ['NUM_RECT_AREA_LIGHTS'] },
  { what: 'clipping planes', off: 'p.numClippingPlanes === 0 && p.numClipIntersection === 0', zero: ['NUM_CLIPPING_PLANES', 'UNION_CLIPPING_PLANES'] },
  {
    what: 'a logarithmic or reversed depth buffer',
    off: '!p.logarithmicDepthBuffer && !p.reversedDepthBuffer',
    undefined: ['USE_LOGARITHMIC_DEPTH_BUFFER', 'USE_REVERSED_DEPTH_BUFFER'],
  },
  { what: 'tone mapping', off: 'p.toneMapping === 0', undefined: ['TONE_MAPPING'] },
  { what: 'dithering', off: '!p.dithering', undefined: ['DITHERING'] },
  { what: 'premultiplied alpha in materials', off: '!p.premultipliedAlpha', undefined: ['PREMULTIPLIED_ALPHA'] },
  {
    what: 'video textures',
    off: '!p.decodeVideoTexture && !p.decodeVideoTextureEmissive',
    undefined: ['DECODE_VIDEO_TEXTURE', 'DECODE_VIDEO_TEXTURE_EMISSIVE'],
  },
  { what: 'alpha to coverage', off: '!p.alphaToCoverage', undefined: ['ALPHA_TO_COVERAGE'] },
];

/** What {@link FEATURES_OFF} tells the shaders' preprocessor. */
export const GLSL_FACTS: GlslFacts = {
  undefined: new Set(FEATURES_OFF.flatMap((f) => f.undefined ?? [])),
  zero: new Set(FEATURES_OFF.flatMap((f) => f.zero ?? [])),
};

/**
 * The check every program's parameters pass (see {@link FEATURES_OFF}), as three's `WebGLPrograms.getParameters`
 * runs it before returning them: JavaScript source of a function `checkFeaturesOff(p)`.
 */
function featuresCheck(): string {
  const checks = FEATURES_OFF.map((f) => `\tif ( ! ( ${f.off} ) ) gone( ${JSON.stringify(f.what)} );`).join('\n');
  const names = JSON.stringify([...GLSL_FACTS.undefined, ...GLSL_FACTS.zero]);
  return `
function checkFeaturesOff( p ) {
\tconst gone = ( what ) => { throw new Error( ${JSON.stringify(`${GONE} `)} + what + ${JSON.stringify(": the build left out its shaders' code (components/build/three.ts, FEATURES_OFF)")} ); };
${checks}
\tfor ( const name in p.defines ) if ( ${names}.includes( name ) ) gone( 'material.defines.' + name );
}
`;
}

/**
 * Edits of three's modules, by path under three's `src/`: each `find` (met exactly once) becomes its `replace`,
 * and `append` is added at the end. `WebGLPrograms.getParameters` checks the {@link FEATURES_OFF}.
 */
export const SOURCE_PATCHES: Readonly<Record<string, { find: string; replace: string; append: () => string }>> = {
  'renderers/webgl/WebGLPrograms.js': {
    find: '\t\treturn parameters;\n',
    replace: '\t\tcheckFeaturesOff( parameters );\n\t\treturn parameters;\n',
    append: featuresCheck,
  },
  // CSS colour names (`color.setStyle('salmon')`, `Color.NAMES`): the board's colours are numbers and '#rrggbb'
  // (content's colours are '#rrggbb' by their schema); the table of names is left out and asking it throws
  'math/Color.js': {
    find: 'const _colorKeywords = {',
    replace: 'const _colorKeywords = /*@__PURE__*/ colourNamesLeftOut();\nconst _colorKeywordsLeftOut = {',
    append: () => `
function colourNamesLeftOut() {
\treturn new Proxy( {}, { get( target, name ) {
\t\tif ( typeof name === 'symbol' ) return undefined;
\t\tthrow new Error( ${JSON.stringify(`${GONE} CSS colour names: `)} + JSON.stringify( name ) + ${JSON.stringify(" is not a colour here, give '#rrggbb' or a number (components/build/three.ts)")} );
\t} } );
}
`,
  },
};

/**
 * `source` (three's module `file`) with its {@link SOURCE_PATCHES} applied.
 * @throws Error when a patch's `find` is not met exactly once (three's layout changed).
 */
export function patchSource(file: string, source: string): string {
  const patch = SOURCE_PATCHES[file];
  if (!patch) return source;
  const count = source.split(patch.find).length - 1;
  if (count !== 1) throw new Error(`three's ${file}: ${count} places to patch, expected 1; three's layout changed, see components/build/three.ts`);
  return source.replace(patch.find, patch.replace) + patch.append();
}

/** The module of three whose `#define` lines of the {@link FEATURES_OFF} are left out ({@link withoutDefinesOff}). */
const PROGRAM_FILE = 'renderers/webgl/WebGLProgram.js';

/**
 * `source` (three's `WebGLProgram.js`) without the lines of its shaders' prefixes that define a name of
 * {@link GLSL_FACTS} (`parameters.useFog && parameters.fog ? '#define USE_FOG' : '',`): every program's parameters
 * pass `checkFeaturesOff`, so each such line gives '' (which the prefix drops) and the shaders are the same without it.
 * @throws Error when none is found (three's layout changed).
 */
export function withoutDefinesOff(source: string): string {
  const names = new Set(GLSL_FACTS.undefined);
  let found = 0;
  const out = source.replace(/^\t+[^\n]* \? '#define (\w+)' : '',\n/gm, (line, name: string) => {
    if (!names.has(name)) return line;
    found++;
    return '';
  });
  if (found === 0) throw new Error(`three's ${PROGRAM_FILE}: no #define line of a feature left out; three's layout changed, see components/build/three.ts`);
  return out;
}

/** As WebGLProgram finds an include (`resolveIncludes`). */
const INCLUDE = /^[ \t]*#include +<([\w\d./]+)>/gm;

/** What the bundles use of three: the material classes left after tree-shaking (`MeshLambertMaterial`, ...). */
export interface ThreeUsage {
  materials: string[];
}

/** Which shaders a build keeps and which it leaves out (see the module). */
export interface ShaderPlan {
  /** The material classes the bundle makes ({@link ThreeUsage}). */
  materials: string[];
  /** `ShaderLib` ids kept (`basic`, `lambert`, ...). */
  lib: string[];
  /** Whether a kept shader is lit by the scene's lights (its uniforms hold them): without one, lights are left out. */
  lights: boolean;
  /** `ShaderChunk` keys kept. */
  chunks: string[];
  /** `ShaderLib` ids left out, each with the material classes that would ask for it (none: the renderer's own). */
  droppedLib: Record<string, string[]>;
  /** `ShaderChunk` keys left out. */
  droppedChunks: string[];
}

/** The modules of three whose source {@link threeAsUsed} replaces. */
const SHADER_CHUNK_JS = path.join(THREE_SRC, 'renderers/shaders/ShaderChunk.js');
const SHADER_LIB_JS = path.join(THREE_SRC, 'renderers/shaders/ShaderLib.js');
const DFG_LUT_JS = path.join(THREE_SRC, 'renderers/shaders/DFGLUTData.js');
const UNIFORMS_LIB_JS = path.join(THREE_SRC, 'renderers/shaders/UniformsLib.js');

/**
 * The material class -> `ShaderLib` id table of three's `WebGLPrograms` (`shaderIDs`), read from its source.
 * @throws Error when the table is not found (three's layout changed: this module must follow it).
 */
export function materialShaderIds(): Record<string, string> {
  const source = readFileSync(path.join(THREE_SRC, 'renderers/webgl/WebGLPrograms.js'), 'utf8');
  const block = /const shaderIDs = \{([^}]*)\}/.exec(source)?.[1];
  const ids = Object.fromEntries([...(block ?? '').matchAll(/(\w+Material): '(\w+)'/g)].map((m) => [m[1]!, m[2]!]));
  if (!ids['MeshBasicMaterial'])
    throw new Error(`no shaderIDs table in ${path.join(THREE_SRC, 'renderers/webgl/WebGLPrograms.js')}: three's layout changed, see components/build/three.ts`);
  return ids;
}

/** The chunks three's `ShaderChunk` and `ShaderLib` hold (read from three's own modules). */
async function threeShaders(): Promise<{
  chunks: Record<string, string>;
  lib: Record<string, { uniforms: Record<string, unknown>; vertexShader: string; fragmentShader: string }>;
}> {
  const { ShaderChunk } = (await import(pathToFileURL(SHADER_CHUNK_JS).href)) as { ShaderChunk: Record<string, string> };
  const { ShaderLib } = (await import(pathToFileURL(SHADER_LIB_JS).href)) as {
    ShaderLib: Record<string, { uniforms: Record<string, unknown>; vertexShader: string; fragmentShader: string }>;
  };
  return { chunks: ShaderChunk, lib: ShaderLib };
}

/**
 * Which shaders a bundle using `usage` needs: the `ShaderLib` entries of its materials and every chunk they (and
 * the renderer) include, followed to the end; the rest is left out.
 * @throws Error when an include names no chunk (three's layout changed).
 */
export async function shaderPlan(usage: ThreeUsage): Promise<ShaderPlan> {
  const { chunks, lib } = await threeShaders();
  const ids = materialShaderIds();
  const asked = [...new Set(usage.materials.flatMap((m) => (ids[m] ? [ids[m]] : [])))];
  // an entry with the same shaders as one asked for is kept with it (`standard` is `physical`'s, under another name)
  const same = (a: string, b: string) => lib[a]!.vertexShader === lib[b]!.vertexShader && lib[a]!.fragmentShader === lib[b]!.fragmentShader;
  const keptLib = Object.keys(lib)
    .filter((id) => asked.some((a) => same(id, a)))
    .sort();
  const kept = new Set<string>();
  const visit = (key: string): void => {
    if (kept.has(key)) return;
    const source = chunks[key];
    if (source === undefined) throw new Error(`three's ShaderChunk has no "${key}": three's layout changed, see components/build/three.ts`);
    kept.add(key);
    for (const m of source.matchAll(INCLUDE)) visit(m[1]!);
  };
  for (const id of keptLib) {
    const shader = lib[id]!;
    for (const [key, source] of Object.entries(chunks)) if (source === shader.vertexShader || source === shader.fragmentShader) visit(key);
  }
  for (const key of RENDERER_CHUNKS) visit(key);
  const droppedLib: Record<string, string[]> = {};
  for (const id of Object.keys(lib).filter((x) => !keptLib.includes(x))) {
    droppedLib[id] = Object.entries(ids).flatMap(([material, shader]) => (lib[shader] && same(shader, id) ? [material] : []));
  }
  const lights = keptLib.some((id) => 'ambientLightColor' in lib[id]!.uniforms);
  return {
    materials: [...usage.materials].sort(),
    lib: keptLib,
    lights,
    chunks: [...kept].sort(),
    droppedLib,
    droppedChunks: Object.keys(chunks).filter((k) => !kept.has(k)),
  };
}

/** The material classes of three whose module has code in an output of `metafile`. */
export function materialsIn(metafile: Metafile): string[] {
  const found = new Set<string>();
  for (const output of Object.values(metafile.outputs)) {
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
      const m = /(?:^|[\\/])three[\\/]src[\\/]materials[\\/](\w+Material)\.js$/.exec(input);
      if (m && bytesInOutput > 0) found.add(m[1]!);
    }
  }
  return [...found].sort();
}

/**
 * What the bundles built with `options` use of three (see the module, step 2): builds them once, in memory, with
 * `three` resolved to its modules, and reads the material classes left in the outputs.
 * @throws esbuild's error when the build fails.
 */
export async function threeUsage(options: BuildOptions): Promise<ThreeUsage> {
  const result = await build({
    ...options,
    plugins: [...(options.plugins ?? []), threeSource],
    write: false,
    metafile: true,
    sourcemap: false,
    outdir: '/three-usage',
    outfile: undefined,
  });
  return { materials: materialsIn(result.metafile) };
}

/**
 * Resolves `three` to its own modules (`three/src/Three.js`: see the module, step 1), puts the
 * {@link RENDERER_STUBS} in place of theirs (step 5) and stubs the {@link FUNCTION_STUBS} (step 6).
 */
export const threeSource: Plugin = {
  name: 'three-source',
  setup(b) {
    b.onResolve({ filter: /^three$/ }, () => ({ path: path.join(THREE_SRC, 'Three.js') }));
    const stubs = new Map(Object.entries(RENDERER_STUBS).map(([file, contents]) => [path.join(THREE_SRC, file), contents]));
    const functions = new Map(Object.entries(FUNCTION_STUBS).map(([file, names]) => [path.join(THREE_SRC, file), [file, names] as const]));
    // only the modules it changes come through here (each module through a plugin is a round trip to this process)
    const changed = [...Object.keys(RENDERER_STUBS), ...Object.keys(FUNCTION_STUBS), ...Object.keys(SOURCE_PATCHES), PROGRAM_FILE];
    const filter = new RegExp(`[\\\\/]three[\\\\/]src[\\\\/](${changed.map((file) => file.replaceAll('.', '\\.').replaceAll('/', '[\\\\/]')).join('|')})$`);
    b.onLoad({ filter }, (args) => {
      const file = path.resolve(args.path);
      const stub = stubs.get(file);
      if (stub !== undefined) return { contents: stub, loader: 'js', resolveDir: path.dirname(args.path) };
      const fns = functions.get(file);
      const relative = path.relative(THREE_SRC, file).split(path.sep).join('/');
      if (fns === undefined && !SOURCE_PATCHES[relative] && relative !== PROGRAM_FILE) return undefined;
      const read = readFileSync(file, 'utf8');
      const source = patchSource(relative, relative === PROGRAM_FILE ? withoutDefinesOff(read) : read);
      return { contents: fns ? stubFunctions(fns[0], source, fns[1]) : source, loader: 'js', resolveDir: path.dirname(args.path) };
    });
  },
};

/**
 * GLSL `source` without what the GPU ignores: each line's leading and trailing blanks, empty lines and lines that
 * are only a `//` comment (a quarter of three's shader text). Lines stay lines, so preprocessor directives,
 * `#include`s and `#pragma unroll_loop` blocks read as before.
 */
export function compactGlsl(source: string): string {
  return source
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('//'))
    .join('\n');
}

/**
 * JavaScript source that makes each key of `keys` (a list of `[key, what]`) of the object `target` a getter that
 * throws: `what` is not in this bundle. One loop over a list, not a getter written out per key: there are about a
 * hundred.
 */
function goneGetters(target: string, keys: readonly (readonly [key: string, what: string])[]): string {
  if (keys.length === 0) return '';
  const message = (what: string) =>
    `"quest-board: " + ${what} + " is not in this bundle; the build keeps the shaders of the materials the bundle's code makes (components/build/three.ts)"`;
  return `for ( const [ key, what ] of ${JSON.stringify(keys)} ) Object.defineProperty( ${target}, key, { get() { throw new Error( ${message('what')} ); }, configurable: true } );\n`;
}

/**
 * `source` (three's module `ShaderLib.js` or `UniformsLib.js`, which declares the object `name` as a literal) without
 * its entries `ids`: each is an entry of the literal at one tab (`\tlambert: { ... },`) or an assignment after it
 * (`ShaderLib.physical = { ... };`). What they hold is never built, and what only they read is left unread.
 * @throws Error when an id is not found once (three's layout changed).
 */
export function withoutEntries(source: string, name: string, ids: readonly string[]): string {
  let out = source;
  for (const id of ids) {
    const found = [new RegExp(`\\n\\t${id}: \\{\\n[\\s\\S]*?\\n\\t\\},?\\n`), new RegExp(`\\n${name}\\.${id} = \\{\\n[\\s\\S]*?\\n\\};\\n`)].filter((entry) =>
      entry.test(out),
    );
    if (found.length !== 1)
      throw new Error(`three's ${name}.js: ${found.length} entries "${id}", expected 1; three's layout changed, see components/build/three.ts`);
    out = out.replace(found[0]!, '\n');
  }
  return out;
}

/** Three's `ShaderLib.js` with only the shaders of `plan` (see {@link withoutEntries}). */
function keptShaderLib(plan: ShaderPlan): string {
  return withoutEntries(readFileSync(SHADER_LIB_JS, 'utf8'), 'ShaderLib', Object.keys(plan.droppedLib));
}

const WEBGL_MATERIALS_JS = path.join(THREE_SRC, 'renderers/webgl/WebGLMaterials.js');
const WEBGL_LIGHTS_JS = path.join(THREE_SRC, 'renderers/webgl/WebGLLights.js');

/**
 * The shaders of `plan` only (see the module, step 4): three's `ShaderChunk` module becomes the kept chunks and a
 * throwing getter for each chunk left out; `ShaderLib` reads `undefined` where it read a chunk left out, and each of
 * its entries left out becomes a throwing getter naming its materials. Use with {@link threeSource}.
 */
export function threeAsUsed(plan: ShaderPlan): Plugin {
  return {
    name: 'three-as-used',
    setup(b) {
      b.onLoad({ filter: /[\\/]renderers[\\/]shaders[\\/]ShaderChunk\.js$/ }, async (args) => {
        if (path.resolve(args.path) !== SHADER_CHUNK_JS) return undefined;
        const { chunks } = await threeShaders();
        const kept = plan.chunks.map((key) => `\t${key}: ${JSON.stringify(compactGlsl(pruneGlsl(chunks[key]!, GLSL_FACTS)))},`).join('\n');
        const dropped = goneGetters(
          'ShaderChunk',
          plan.droppedChunks.map((key) => [key, `three.js's shader chunk "${key}"`] as const),
        );
        return { contents: `export const ShaderChunk = {\n${kept}\n};\n${dropped}`, loader: 'js' };
      });
      b.onLoad({ filter: /[\\/]renderers[\\/]shaders[\\/]ShaderLib\.js$/ }, (args) => {
        if (path.resolve(args.path) !== SHADER_LIB_JS) return undefined;
        const source = keptShaderLib(plan);
        const getters = goneGetters(
          'ShaderLib',
          Object.entries(plan.droppedLib).map(
            ([id, materials]) =>
              [
                id,
                `three.js's "${id}" shader (${materials.length > 0 ? materials.join(', ') : "the renderer's own, for scene backgrounds and environment maps"})`,
              ] as const,
          ),
        );
        return { contents: `${source}\n${getters}`, loader: 'js', resolveDir: path.dirname(args.path) };
      });
      // the groups of uniforms only the shaders left out merge into theirs
      b.onLoad({ filter: /[\\/]renderers[\\/]shaders[\\/]UniformsLib\.js$/ }, (args) => {
        if (path.resolve(args.path) !== UNIFORMS_LIB_JS) return undefined;
        const source = readFileSync(args.path, 'utf8');
        const read = new Set([...keptShaderLib(plan).matchAll(/UniformsLib\.(\w+)/g)].map((m) => m[1]!));
        const unread = [...source.matchAll(/^\t(\w+): \{$/gm)].map((m) => m[1]!).filter((id) => !read.has(id));
        const getters = goneGetters(
          'UniformsLib',
          unread.map((id) => [id, `three.js's uniforms "${id}" (of the shaders left out)`] as const),
        );
        return { contents: `${withoutEntries(source, 'UniformsLib', unread)}\n${getters}`, loader: 'js', resolveDir: path.dirname(args.path) };
      });
      // the uniforms of the materials the bundle does not make are never refreshed
      b.onLoad({ filter: /[\\/]renderers[\\/]webgl[\\/]WebGLMaterials\.js$/ }, (args) => {
        if (path.resolve(args.path) !== WEBGL_MATERIALS_JS) return undefined;
        const unused = Object.entries(MATERIAL_REFRESHERS).flatMap(([name, materials]) => (materials.some((m) => plan.materials.includes(m)) ? [] : [name]));
        return {
          contents: stubFunctions('renderers/webgl/WebGLMaterials.js', readFileSync(args.path, 'utf8'), unused),
          loader: 'js',
          resolveDir: path.dirname(args.path),
        };
      });
      // no kept shader is lit: the scene's lights are never worked out, and a scene holding one throws
      b.onLoad({ filter: /[\\/]renderers[\\/]webgl[\\/]WebGLLights\.js$/ }, (args) => {
        if (path.resolve(args.path) !== WEBGL_LIGHTS_JS || plan.lights) return undefined;
        return { contents: lightsStandIn(readFileSync(args.path, 'utf8')), loader: 'js' };
      });
      // the physically based shaders' lookup table: the renderer sets it on every material with an `envmap`
      // uniform group (basic and Lambert ones too), but only the physical shader samples it; without that shader the
      // table is never uploaded, so its 2 kB of data are left out
      b.onLoad({ filter: /[\\/]renderers[\\/]shaders[\\/]DFGLUTData\.js$/ }, (args) => {
        if (path.resolve(args.path) !== DFG_LUT_JS || plan.lib.includes('physical')) return undefined;
        return { contents: 'export function getDFGLUT() { return null; }\n', loader: 'js' };
      });
    },
  };
}
