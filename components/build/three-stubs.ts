/**
 * The stand-ins the bundles take for parts of three.js the board never uses (`three.ts`, steps 4 to 6): renderer parts
 * the board never turns on ({@link RENDERER_STUBS}), functions it never calls ({@link FUNCTION_STUBS}, stubbed by
 * {@link stubFunctions}), the uniform refreshers of materials it never makes ({@link MATERIAL_REFRESHERS}) and the
 * scene's lights when no shader is lit by them ({@link lightsStandIn}). Each throws, naming what is missing, once
 * something asks for it.
 * @module
 */

/** The start of the errors of a left-out part of three. */
export const GONE = 'quest-board: this bundle has no';

/**
 * Stand-ins for parts of three's WebGL renderer the board never turns on (see `three.ts`, step 5), by path under
 * three's `src/`. Each keeps the API the renderer uses while the part is off (read from three 0.187's
 * `WebGLRenderer.js`, `WebGLBackground.js` and `WebGLEnvironments.js`) and throws once something turns it on.
 */
export const RENDERER_STUBS: Readonly<Record<string, string>> = {
  // `renderer.xr`: off (`enabled`, `isPresenting` false), as the renderer reads it every frame, and its events
  // (session start and end) never fired; anything else asked of it (a session, a controller) throws naming it
  'renderers/webxr/WebXRManager.js': `
const OFF = {
  enabled: false, isPresenting: false, cameraAutoUpdate: true,
  setAnimationLoop() {}, getEnvironmentBlendMode() { return undefined; }, hasDepthSensing() { return false; }, dispose() {},
  // no session ever starts or ends: nobody is told
  addEventListener() {}, removeEventListener() {}, hasEventListener() { return false; }, dispatchEvent() {},
};
export class WebXRManager {
  constructor() {
    Object.assign(this, OFF);
    return new Proxy(this, { get(target, key, receiver) {
      if (typeof key === 'symbol' || key in target) return Reflect.get(target, key, receiver);
      throw new Error(${JSON.stringify(`${GONE} WebXR: renderer.xr.`)} + key + ' (components/build/three.ts)');
    } });
  }
}`,
  // `renderer.shadowMap`: its settings as the renderer reads and writes them; rendering with it on throws
  'renderers/webgl/WebGLShadowMap.js': `
import { PCFShadowMap } from '../../constants.js';
export function WebGLShadowMap() {
  this.enabled = false;
  this.autoUpdate = true;
  this.needsUpdate = false;
  this.type = PCFShadowMap;
  this.render = function () {
    if (this.enabled) throw new Error(${JSON.stringify(`${GONE} shadow maps: renderer.shadowMap.enabled must stay false (components/build/three.ts)`)});
  };
}`,
  // the clipping planes of `renderer.clippingPlanes` and of materials (`renderer.localClippingEnabled`): none, ever
  'renderers/webgl/WebGLClipping.js': `
export function WebGLClipping() {
  this.uniform = { value: null, needsUpdate: false };
  this.numPlanes = 0;
  this.numIntersection = 0;
  this.init = function (planes, enableLocalClipping) {
    if (planes.length !== 0 || enableLocalClipping) throw new Error(${JSON.stringify(`${GONE} clipping planes: renderer.clippingPlanes must stay empty and renderer.localClippingEnabled false (components/build/three.ts)`)});
    return false;
  };
}`,
  // a geometry's morph targets (`geometry.morphAttributes`)
  'renderers/webgl/WebGLMorphtargets.js': `
export function WebGLMorphtargets() {
  return { update() { throw new Error(${JSON.stringify(`${GONE} morph targets: no geometry may have morphAttributes (components/build/three.ts)`)}); } };
}`,
  // uniform buffer objects (a ShaderMaterial's `uniformsGroups`)
  'renderers/webgl/WebGLUniformsGroups.js': `
const gone = () => { throw new Error(${JSON.stringify(`${GONE} uniform buffer objects: no material may have uniformsGroups (components/build/three.ts)`)}); };
export function WebGLUniformsGroups() {
  return { update: gone, bind: gone, dispose() {} };
}`,
  // environment maps and textured scene backgrounds, converted to cube maps or PMREM: `get` is asked for a
  // material's `envMap`, a scene's `environment` and a textured `background`, all null on the board
  'renderers/webgl/WebGLEnvironments.js': `
export function WebGLEnvironments() {
  return {
    get(texture) {
      if (texture === null || texture === undefined) return null;
      throw new Error(${JSON.stringify(`${GONE} environment maps or textured backgrounds: material.envMap, scene.environment and scene.background must not be textures (components/build/three.ts)`)});
    },
    dispose() {},
  };
}`,
  // the output pass of a renderer made with an `outputBufferType` other than UnsignedByteType (HDR, effects)
  'renderers/webgl/WebGLOutput.js': `
export function WebGLOutput() {
  throw new Error(${JSON.stringify(`${GONE} output pass: the renderer's outputBufferType must stay UnsignedByteType, and it has no effects (components/build/three.ts)`)});
}`,
  // made only for a material's environment map or a scene's `environment`
  'extras/PMREMGenerator.js': `
export class PMREMGenerator {
  constructor() { throw new Error(${JSON.stringify(`${GONE} environment maps (PMREMGenerator): the board's materials have no envMap and its scenes no environment (components/build/three.ts)`)}); }
}`,
};

/**
 * Functions of three's modules the board never calls, by path under three's `src/`: each function's body becomes a
 * `throw` naming it (see `three.ts`, step 6). A function is named as three declares it at the top of its module or
 * class (`name(` at one tab), or inside the renderer's constructor (`this.name = function (` or `function name(` at
 * two tabs). What each leaves out: reading pixels back, copying textures, render targets (the board draws into the
 * canvas; what would draw into a render target, shadows, environment maps, transmission and the output pass, is
 * left out too), cube, 3D and video textures, serialising to JSON, computing tangents, and the geometry only lines
 * and user code ask for (a ray's distance to a segment, a box against a triangle).
 */
export const FUNCTION_STUBS: Readonly<Record<string, readonly (string | readonly [name: string, body: string])[]>> = {
  // a scene's background drawn as a mesh (a cube or flat texture): getting the background throws for a texture
  // (the environments' stand-in), and a colour or none adds nothing to draw
  'renderers/webgl/WebGLBackground.js': [['addToRenderList', 'getBackground( scene );']],
  'renderers/WebGLRenderer.js': [
    'copyTextureToTexture',
    'copyFramebufferToTexture',
    'readRenderTargetPixels',
    'readRenderTargetPixelsAsync',
    'renderTransmissionPass',
    'compile',
    'compileAsync',
    'initRenderTarget',
    'setRenderTargetTextures',
    'setEffects',
  ],
  'renderers/webgl/WebGLTextures.js': [
    'uploadCubeTexture',
    'setupRenderTarget',
    'setupDepthRenderbuffer',
    'updateMultisampleRenderTarget',
    'setupDepthTexture',
    'setupRenderBufferStorage',
    'setupFrameBufferTexture',
    'deallocateRenderTarget',
    'rebindTextures',
    'updateVideoTexture',
  ],
  'core/Object3D.js': ['toJSON'],
  // tangents (for normal maps, off: FEATURES_OFF) are never computed
  'core/BufferGeometry.js': ['toJSON', 'computeTangents'],
  // what only lines and user code ask of a ray and a box (the board's picking asks a ray for triangles, boxes and spheres)
  'math/Ray.js': ['distanceSqToSegment'],
  'math/Box3.js': ['intersectsTriangle'],
  'materials/Material.js': ['toJSON'],
  'textures/Texture.js': ['toJSON'],
};

/**
 * `source` (three's module `file`, a path under `src/`) with the body of each function of `names` replaced by a
 * `throw` naming it.
 * @throws Error when a name is not declared exactly once where {@link FUNCTION_STUBS} says (three's layout changed).
 */
export function stubFunctions(file: string, source: string, names: readonly (string | readonly [string, string])[]): string {
  let out = source;
  for (const entry of names) {
    const [name, body] = typeof entry === 'string' ? [entry, undefined] : entry;
    const start = new RegExp(`^(\\t\\t?)(?:this\\.${name} = (?:async )?function ?|(?:async )?function ${name} ?|${name})\\(.*\\) \\{$`, 'gm');
    const found = [...out.matchAll(start)];
    if (found.length !== 1)
      throw new Error(`three's ${file}: ${found.length} declarations of ${name}, expected 1; three's layout changed, see components/build/three.ts`);
    const m = found[0]!;
    const indent = m[1]!;
    const bodyStart = m.index! + m[0].length;
    const end = new RegExp(`^${indent}\\};?$`, 'gm');
    end.lastIndex = bodyStart;
    const close = end.exec(out);
    if (!close) throw new Error(`three's ${file}: no end to ${name}; three's layout changed, see components/build/three.ts`);
    const message = `${GONE} ${name} of three's ${file}: the board never calls it (components/build/three.ts)`;
    out = `${out.slice(0, bodyStart)}\n${indent}\t${body ?? `throw new Error(${JSON.stringify(message)});`}\n${out.slice(close.index)}`;
  }
  return out;
}

/**
 * The functions of three's `WebGLMaterials` that refresh the uniforms of some materials only, with the material
 * classes whose refresh calls them (read from three 0.187's `refreshMaterialUniforms`). In a bundle that makes none of
 * those classes, each body becomes a `throw` naming it ({@link stubFunctions}).
 */
export const MATERIAL_REFRESHERS: Readonly<Record<string, readonly string[]>> = {
  refreshUniformsLine: ['LineBasicMaterial', 'LineDashedMaterial'],
  refreshUniformsDash: ['LineDashedMaterial'],
  refreshUniformsPoints: ['PointsMaterial'],
  refreshUniformsSprites: ['SpriteMaterial'],
  refreshUniformsPhong: ['MeshPhongMaterial'],
  refreshUniformsToon: ['MeshToonMaterial'],
  refreshUniformsStandard: ['MeshStandardMaterial', 'MeshPhysicalMaterial'],
  refreshUniformsPhysical: ['MeshPhysicalMaterial'],
  refreshUniformsMatcap: ['MeshMatcapMaterial'],
  refreshUniformsDistance: ['MeshDistanceMaterial'],
};

/**
 * A stand-in for three's `WebGLLights` (the scene's lights worked out into the lit shaders' uniforms each frame) in a
 * bundle none of whose shaders lights reach (the board's materials are lit per vertex from numbers,
 * `components/board/vertex-light.ts`): the same `state` with no light in it, as `WebGLPrograms` and the renderer
 * read it (three's own literal, taken from `source`), and a `setup` that throws once a scene holds a light.
 * @throws Error when the state's literal is not found (three's layout changed).
 */
export function lightsStandIn(source: string): string {
  const state = /^\tconst state = \{$[\s\S]*?^\t\};$/m.exec(source)?.[0];
  if (!state) throw new Error("three's WebGLLights.js: no state literal; three's layout changed, see components/build/three.ts");
  const message = `${GONE} lights: no shader of the bundle is lit by them (the board's materials are lit per vertex, components/board/vertex-light.ts), so no scene may hold one (components/build/three.ts)`;
  return `export function WebGLLights() {
${state}
\tconst none = ( lights ) => { if ( lights.length > 0 ) throw new Error( ${JSON.stringify(message)} ); };
\treturn { setup: none, setupView: none, state };
}
`;
}
