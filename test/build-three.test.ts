/**
 * three.js only as far as a bundle uses it (components/build/three.ts): the shaders of the materials its code makes
 * are kept, with every chunk they include, the others are left out and asking for one throws naming it and its
 * materials; the renderer's parts the board never turns on are stand-ins that throw once turned on. Small bundles
 * are built with esbuild and the build's plugins into a temp folder, and imported here (three's modules need no DOM
 * to load). That the board still draws with what is kept is test/browser/bundle.test.ts.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, describe, test } from 'node:test';
import { build, type BuildOptions } from 'esbuild';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { evaluateCondition, pruneGlsl } from '../components/build/glsl.ts';
import {
  compactGlsl,
  GLSL_FACTS,
  patchSource,
  shaderPlan,
  threeAsUsed,
  threeSource,
  threeUsage,
  withoutDefinesOff,
  withoutEntries,
} from '../components/build/three.ts';
import { FUNCTION_STUBS, stubFunctions } from '../components/build/three-stubs.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'quest-board-three-'));
after(() => rmSync(dir, { recursive: true, force: true }));

let built = 0;
/** Builds `code` (a module importing from `three`) as the bundles are built, and imports it. */
async function bundle(code: string): Promise<Record<string, any>> {
  const entry = path.join(dir, `entry-${++built}.js`);
  writeFileSync(entry, code);
  const options: BuildOptions = {
    entryPoints: [entry],
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    logLevel: 'silent',
    nodePaths: [path.join(import.meta.dirname, '..', 'node_modules')],
  };
  const plan = await shaderPlan(await threeUsage(options));
  const outfile = path.join(dir, `out-${built}.js`);
  await build({ ...options, outfile, plugins: [threeSource, threeAsUsed(plan)] });
  return (await import(pathToFileURL(outfile).href)) as Record<string, any>;
}

describe('the shaders a bundle keeps', () => {
  test("the board's materials keep their shaders and every chunk they include; the physical shader's own chunks are left out", async () => {
    const plan = await shaderPlan({ materials: ['MeshBasicMaterial', 'MeshLambertMaterial'] });
    assert.deepEqual(plan.lib, ['basic', 'lambert']);
    for (const chunk of ['meshlambert_vert', 'meshlambert_frag', 'lights_lambert_pars_fragment', 'common', 'colorspace_pars_fragment'])
      assert.ok(plan.chunks.includes(chunk), chunk);
    for (const chunk of ['meshphysical_frag', 'lights_physical_pars_fragment', 'transmission_pars_fragment', 'tonemapping_pars_fragment'])
      assert.ok(plan.droppedChunks.includes(chunk), chunk);
    assert.deepEqual(plan.droppedLib['physical'], ['MeshStandardMaterial', 'MeshPhysicalMaterial']);
    assert.deepEqual(plan.droppedLib['standard'], ['MeshStandardMaterial', 'MeshPhysicalMaterial'], 'the same shaders under another name');
    assert.deepEqual(plan.droppedLib['background'], [], "the renderer's own");
  });

  test('a bundle making only a MeshBasicMaterial: its shader is there, compacted; another material’s throws naming it', async () => {
    const m = await bundle(`import { MeshBasicMaterial, ShaderChunk, ShaderLib } from 'three';
      export const material = new MeshBasicMaterial();
      export { ShaderChunk, ShaderLib };`);
    assert.equal(typeof m.ShaderLib.basic.vertexShader, 'string');
    assert.match(m.ShaderLib.basic.fragmentShader, /#include <common>/);
    assert.equal(m.ShaderChunk.common, compactGlsl(m.ShaderChunk.common), 'the kept GLSL is compacted');
    assert.doesNotMatch(m.ShaderChunk.common, /^\s|^\/\//m, 'no indentation, no comment lines');
    assert.throws(() => m.ShaderLib.physical, {
      message: `quest-board: three.js's "physical" shader (MeshStandardMaterial, MeshPhysicalMaterial) is not in this bundle; the build keeps the shaders of the materials the bundle's code makes (components/build/three.ts)`,
    });
    assert.throws(() => m.ShaderLib.lambert, /quest-board: three\.js's "lambert" shader \(MeshLambertMaterial\) is not in this bundle/);
    assert.throws(
      () => m.ShaderChunk.lights_physical_pars_fragment,
      /quest-board: three\.js's shader chunk "lights_physical_pars_fragment" is not in this bundle/,
    );
  });

  test('a bundle whose code makes a MeshStandardMaterial keeps its shader without anyone listing it', async () => {
    const m = await bundle(`import { MeshStandardMaterial, ShaderLib } from 'three';
      export const material = new MeshStandardMaterial();
      export { ShaderLib };`);
    assert.equal(typeof m.ShaderLib.physical.fragmentShader, 'string');
    assert.equal(typeof m.ShaderLib.standard.vertexShader, 'string');
  });
});

describe("the renderer's parts the board never turns on", () => {
  test('WebXR is off as the renderer reads it; a session or a controller throws naming it', async () => {
    const m = await bundle(`export { WebXRManager } from 'three/src/renderers/webxr/WebXRManager.js';`);
    const xr = new m.WebXRManager();
    assert.equal(xr.enabled, false);
    assert.equal(xr.isPresenting, false);
    assert.equal(xr.getEnvironmentBlendMode(), undefined);
    xr.addEventListener('sessionstart', () => {});
    xr.setAnimationLoop(null);
    assert.throws(() => xr.getController(0), { message: 'quest-board: this bundle has no WebXR: renderer.xr.getController (components/build/three.ts)' });
  });

  test('shadow maps render nothing while off and throw once turned on; an environment map throws', async () => {
    const m = await bundle(`export { WebGLShadowMap } from 'three/src/renderers/webgl/WebGLShadowMap.js';
      export { PMREMGenerator } from 'three';`);
    const shadows = new m.WebGLShadowMap();
    shadows.render([], null, null);
    shadows.enabled = true;
    assert.throws(() => shadows.render([], null, null), /no shadow maps: renderer\.shadowMap\.enabled must stay false/);
    assert.throws(() => new m.PMREMGenerator(), /no environment maps \(PMREMGenerator\)/);
  });

  test('clipping planes, morph targets, uniform buffer objects, environment maps and the output pass: off as the renderer reads them, each throws naming itself once asked for', async () => {
    const m = await bundle(`export { WebGLClipping } from 'three/src/renderers/webgl/WebGLClipping.js';
      export { WebGLMorphtargets } from 'three/src/renderers/webgl/WebGLMorphtargets.js';
      export { WebGLUniformsGroups } from 'three/src/renderers/webgl/WebGLUniformsGroups.js';
      export { WebGLEnvironments } from 'three/src/renderers/webgl/WebGLEnvironments.js';
      export { WebGLOutput } from 'three/src/renderers/webgl/WebGLOutput.js';
      export { Texture } from 'three';`);
    const clipping = new m.WebGLClipping();
    assert.equal(clipping.init([], false), false);
    assert.equal(clipping.numPlanes, 0);
    assert.throws(() => clipping.init([{}], false), {
      message:
        'quest-board: this bundle has no clipping planes: renderer.clippingPlanes must stay empty and renderer.localClippingEnabled false (components/build/three.ts)',
    });
    assert.throws(() => clipping.init([], true), /no clipping planes/);
    assert.throws(() => m.WebGLMorphtargets().update(), /no morph targets: no geometry may have morphAttributes/);
    const groups = m.WebGLUniformsGroups();
    groups.dispose();
    assert.throws(() => groups.update(), /no uniform buffer objects/);
    const environments = m.WebGLEnvironments();
    assert.equal(environments.get(null), null);
    assert.equal(environments.get(undefined), null);
    assert.throws(() => environments.get(new m.Texture()), /no environment maps or textured backgrounds/);
    assert.throws(() => new m.WebGLOutput(), /no output pass: the renderer's outputBufferType must stay UnsignedByteType/);
  });

  test("the renderer's functions the board never calls throw naming themselves; a name three no longer declares fails the build", async () => {
    const threeSrc = path.join(import.meta.dirname, '..', 'node_modules', 'three', 'src');
    for (const [file, names] of Object.entries(FUNCTION_STUBS)) {
      const out = stubFunctions(file, readFileSync(path.join(threeSrc, file), 'utf8'), names);
      for (const entry of names) {
        if (typeof entry !== 'string') continue;
        assert.ok(
          out.includes(`throw new Error("quest-board: this bundle has no ${entry} of three's ${file}: the board never calls it (components/build/three.ts)")`),
          `${file} ${entry}`,
        );
      }
    }
    const m = await bundle(`import { Object3D, Material } from 'three'; export const object = new Object3D(); export const material = new Material();`);
    assert.throws(() => m.object.toJSON(), {
      message: "quest-board: this bundle has no toJSON of three's core/Object3D.js: the board never calls it (components/build/three.ts)",
    });
    assert.throws(() => m.material.toJSON(), /no toJSON of three's materials\/Material\.js/);
    assert.throws(
      () => stubFunctions('core/Object3D.js', readFileSync(path.join(threeSrc, 'core/Object3D.js'), 'utf8'), ['toXML']),
      /three's core\/Object3D\.js: 0 declarations of toXML, expected 1; three's layout changed/,
    );
  });
});

test("CSS colour names are left out: '#rrggbb' and numbers make colours, a name throws naming it", async () => {
  const m = await bundle(`export { Color } from 'three';`);
  assert.equal(new m.Color('#ff8800').getHex(), 0xff8800);
  assert.equal(new m.Color(0x123456).getHexString(), '123456');
  assert.throws(() => new m.Color('salmon'), {
    message: `quest-board: this bundle has no CSS colour names: "salmon" is not a colour here, give '#rrggbb' or a number (components/build/three.ts)`,
  });
});

test("the physical shader's lookup table is left out with that shader, and kept with it", async () => {
  const basic = await bundle(
    `import { MeshBasicMaterial } from 'three'; export { getDFGLUT } from 'three/src/renderers/shaders/DFGLUTData.js'; export const m = new MeshBasicMaterial();`,
  );
  assert.equal(basic.getDFGLUT(), null);
  const standard = await bundle(
    `import { MeshStandardMaterial } from 'three'; export { getDFGLUT } from 'three/src/renderers/shaders/DFGLUTData.js'; export const m = new MeshStandardMaterial();`,
  );
  assert.equal(standard.getDFGLUT().isDataTexture, true);
});

describe('what only the materials a bundle does not make need', () => {
  test("a bundle whose shaders no light reaches has no lights: the renderer's state holds none, a scene holding one throws", async () => {
    assert.equal((await shaderPlan({ materials: ['MeshBasicMaterial'] })).lights, false);
    assert.equal((await shaderPlan({ materials: ['MeshBasicMaterial', 'MeshLambertMaterial'] })).lights, true);
    const basic = await bundle(`import { MeshBasicMaterial, DirectionalLight } from 'three';
      export { WebGLLights } from 'three/src/renderers/webgl/WebGLLights.js';
      export const m = new MeshBasicMaterial(); export const sun = new DirectionalLight();`);
    const lights = basic.WebGLLights();
    lights.setup([]);
    lights.setupView([], null);
    assert.equal(lights.state.version, 0);
    assert.deepEqual([lights.state.directional, lights.state.hemi, lights.state.point, lights.state.ambient], [[], [], [], [0, 0, 0]]);
    assert.throws(() => lights.setup([basic.sun]), {
      message:
        "quest-board: this bundle has no lights: no shader of the bundle is lit by them (the board's materials are lit per vertex, components/board/vertex-light.ts), so no scene may hold one (components/build/three.ts)",
    });
    // a bundle making a lit material keeps three's own
    const lambert = await bundle(`import { MeshLambertMaterial, DirectionalLight } from 'three';
      export { WebGLLights } from 'three/src/renderers/webgl/WebGLLights.js';
      export const m = new MeshLambertMaterial(); export const sun = new DirectionalLight();`);
    const lit = lambert.WebGLLights({ has: () => false });
    lit.setup([lambert.sun]);
    assert.equal(lit.state.directional.length, 1);
  });

  test('the shaders left out are not built at all; the uniforms of the materials not made are never refreshed', async () => {
    const source = readFileSync(path.join(import.meta.dirname, '..', 'node_modules', 'three', 'src', 'renderers', 'shaders', 'ShaderLib.js'), 'utf8');
    const out = withoutEntries(source, 'ShaderLib', ['lambert', 'physical']);
    assert.ok(!out.includes('meshlambert_vert') && !out.includes('ShaderLib.physical ='), 'their entries are gone');
    assert.ok(out.includes('ShaderChunk.meshbasic_vert') && out.includes('\tstandard: {'), 'the others are there');
    assert.throws(
      () => withoutEntries(source, 'ShaderLib', ['lambert', 'lambert']),
      /three's ShaderLib\.js: 0 entries "lambert", expected 1; three's layout changed/,
    );
    const m = await bundle(`import { MeshBasicMaterial, ShaderLib, UniformsLib } from 'three';
      export { WebGLMaterials } from 'three/src/renderers/webgl/WebGLMaterials.js';
      export const basic = new MeshBasicMaterial(); export { ShaderLib, UniformsLib };`);
    assert.equal(m.ShaderLib.basic.uniforms.opacity.value, 1);
    assert.equal(m.UniformsLib.fog.fogDensity.value, 0.00025, "the groups of the basic shader's uniforms are kept");
    assert.throws(() => m.UniformsLib.lights, /quest-board: three\.js's uniforms "lights" \(of the shaders left out\) is not in this bundle/);
    const materials = m.WebGLMaterials(null, { get: () => ({}) });
    const uniforms = Object.fromEntries(Object.entries(m.ShaderLib.basic.uniforms).map(([k, u]) => [k, { value: (u as { value: unknown }).value }]));
    m.basic.opacity = 0.5;
    materials.refreshMaterialUniforms(uniforms, m.basic, 1, 1, null);
    assert.equal((uniforms['opacity'] as { value: number }).value, 0.5, "a basic material's uniforms are refreshed");
    assert.throws(() => materials.refreshMaterialUniforms({}, { isLineBasicMaterial: true }), {
      message:
        "quest-board: this bundle has no refreshUniformsLine of three's renderers/webgl/WebGLMaterials.js: the board never calls it (components/build/three.ts)",
    });
  });
});

describe('the GLSL of the features the board never turns on', () => {
  const facts = { undefined: new Set(['USE_FOG', 'USE_SHADOWMAP']), zero: new Set(['NUM_POINT_LIGHTS']) };

  test('conditions the facts decide are resolved, the others left to the GPU', () => {
    assert.deepEqual(evaluateCondition('defined( USE_FOG )', facts), false);
    assert.deepEqual(evaluateCondition('defined( USE_SHADOWMAP ) && NUM_DIR_LIGHT_SHADOWS > 0', facts), false);
    assert.deepEqual(evaluateCondition('NUM_POINT_LIGHTS > 0', facts), false);
    assert.deepEqual(evaluateCondition('! defined USE_FOG || defined( USE_MAP )', facts), true);
    assert.deepEqual(evaluateCondition('NUM_DIR_LIGHTS > 0', facts), null);
    assert.deepEqual(evaluateCondition('defined( USE_MAP ) || defined( USE_FOG )', facts), null);
    assert.deepEqual(evaluateCondition('FOO(1)', facts), null, 'what it cannot read is unknown');
  });

  test('branches never taken are dropped, branches always taken lose their directives, the rest stays as written', () => {
    const source = [
      'a',
      '#ifdef USE_FOG',
      'fog',
      '#elif defined( USE_MAP )',
      'map',
      '#else',
      'plain',
      '#endif',
      '#ifndef USE_FOG',
      'nofog',
      '#endif',
      '#if NUM_POINT_LIGHTS > 0',
      'point',
      '#ifdef USE_MAP',
      'x',
      '#endif',
      '#endif',
      '#if NUM_DIR_LIGHTS > 0',
      'dir',
      '#elif defined( USE_SHADOWMAP )',
      'shadow',
      '#else',
      'none',
      '#endif',
      'z',
    ].join('\n');
    assert.deepEqual(pruneGlsl(source, facts).split('\n'), [
      'a',
      '#if defined( USE_MAP )',
      'map',
      '#else',
      'plain',
      '#endif',
      'nofog',
      '#if NUM_DIR_LIGHTS > 0',
      'dir',
      '#else',
      'none',
      '#endif',
      'z',
    ]);
    assert.throws(() => pruneGlsl('#ifdef X\na', facts), /1 #if without #endif/);
    assert.throws(() => pruneGlsl('#endif', facts), /#endif without #if/);
  });

  test("three's kept chunks name none of the facts' names in a #define, so only the renderer's parameters set them", async () => {
    const plan = await shaderPlan({ materials: ['MeshBasicMaterial', 'MeshLambertMaterial'] });
    assert.ok(!plan.chunks.includes('tonemapping_pars_fragment'), 'tone mapping is off: its chunk is left out');
    const { ShaderChunk } = (await import(
      pathToFileURL(path.join(import.meta.dirname, '..', 'node_modules', 'three', 'src', 'renderers', 'shaders', 'ShaderChunk.js')).href
    )) as { ShaderChunk: Record<string, string> };
    const names = [...GLSL_FACTS.undefined, ...GLSL_FACTS.zero];
    for (const [key, source] of Object.entries(ShaderChunk))
      for (const m of source.matchAll(/#\s*(?:define|undef)\s+(\w+)/g)) assert.ok(!names.includes(m[1]!), `${key} defines ${m[1]}`);
  });

  test("WebGLProgram's lines that would #define a feature left out are gone; the others stay", () => {
    const source = readFileSync(path.join(import.meta.dirname, '..', 'node_modules', 'three', 'src', 'renderers', 'webgl', 'WebGLProgram.js'), 'utf8');
    const out = withoutDefinesOff(source);
    for (const name of ['USE_FOG', 'USE_SHADOWMAP', 'TONE_MAPPING', 'USE_SKINNING'])
      assert.ok(source.includes(`'#define ${name}'`) && !out.includes(`'#define ${name}'`), name);
    for (const name of ['USE_MAP', 'USE_COLOR', 'USE_INSTANCING', 'DOUBLE_SIDED']) assert.ok(out.includes(`'#define ${name}'`), name);
    assert.throws(() => withoutDefinesOff('const a = 1;\n'), /no #define line of a feature left out; three's layout changed/);
  });

  test('a program with a feature left out turned on throws naming it; the board’s programs pass', async () => {
    const m = await bundle(`export { WebGLPrograms } from 'three/src/renderers/webgl/WebGLPrograms.js';`);
    assert.ok(m.WebGLPrograms);
    const source = patchSource(
      'renderers/webgl/WebGLPrograms.js',
      readFileSync(path.join(import.meta.dirname, '..', 'node_modules', 'three', 'src', 'renderers', 'webgl', 'WebGLPrograms.js'), 'utf8'),
    );
    const check = new Function(`${source.slice(source.indexOf('function checkFeaturesOff'))}; return checkFeaturesOff;`)() as (
      p: Record<string, unknown>,
    ) => void;
    const board = {
      numLightProbes: 0,
      numLightProbeGrids: 0,
      numPointLights: 0,
      numPointLightShadows: 0,
      numSpotLights: 0,
      numSpotLightShadows: 0,
      numSpotLightMaps: 0,
      numSpotLightShadowsWithMaps: 0,
      numRectAreaLights: 0,
      numClippingPlanes: 0,
      numClipIntersection: 0,
      morphTargetsCount: 0,
      toneMapping: 0,
      map: true,
      alphaTest: true,
      instancing: true,
      vertexColors: true,
      numDirLights: 1,
      numHemiLights: 1,
    };
    check(board);
    assert.throws(() => check({ ...board, useFog: true, fog: true }), {
      message: "quest-board: this bundle has no fog: the build left out its shaders' code (components/build/three.ts, FEATURES_OFF)",
    });
    assert.throws(() => check({ ...board, numPointLights: 1 }), /no point lights/);
    assert.throws(() => check({ ...board, toneMapping: 4 }), /no tone mapping/);
    assert.throws(() => check({ ...board, defines: { USE_SHADOWMAP: '' } }), /no material\.defines\.USE_SHADOWMAP/);
  });
});
