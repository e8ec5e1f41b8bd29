/**
 * The bare page of `bench/board-fps.ts`: three.js drawing an instanced grid of `width` × `height` floor tiles (the
 * board's tile geometry), lit and framed as the board frames itself (its isometric camera and `frameBoard`, the same
 * hemisphere + ambient + sun), into one
 * 1280×720 WebGL canvas, redrawn every animation frame. Bundled by esbuild into the page; exposes
 * `window.gridBench = { start(width, height), frames, paused }`.
 * @module
 */
import { AmbientLight, Color, DirectionalLight, HemisphereLight, InstancedMesh, Matrix4, MeshLambertMaterial, Scene, WebGLRenderer } from 'three';
import { createIsometricCamera, frameBoard } from '../components/board/camera.ts';
import { PIECE_HEIGHT, tileGeometry } from '../components/board/geometry.ts';

declare global {
  interface Window {
    gridBench: { start(width: number, height: number): void; frames: number; paused: boolean };
  }
}

window.gridBench = {
  frames: 0,
  paused: false,
  start(width: number, height: number) {
    const canvas = document.createElement('canvas');
    canvas.style.cssText = 'display:block;width:1280px;height:720px;';
    document.body.append(canvas);
    const renderer = new WebGLRenderer({ canvas, antialias: true, alpha: true, premultipliedAlpha: true, powerPreference: 'low-power' });
    renderer.setPixelRatio(1);
    renderer.setSize(1280, 720, false);
    renderer.setClearColor(0x000000, 0);
    const scene = new Scene();
    const tiles = new InstancedMesh(tileGeometry(), new MeshLambertMaterial(), width * height);
    const m = new Matrix4();
    const c = new Color();
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const i = y * width + x;
        tiles.setMatrixAt(i, m.makeTranslation(x + 0.5, 0, y + 0.5));
        tiles.setColorAt(i, c.setHex((x + y) % 2 === 0 ? 0xb8a888 : 0xa89878));
      }
    }
    scene.add(tiles);
    scene.add(new HemisphereLight(0xfff1dc, 0x2a2530, 1.9));
    scene.add(new AmbientLight(0xffffff, 0.35));
    const sun = new DirectionalLight(0xffffff, 2.1);
    sun.position.set(4, 10, 2.5);
    scene.add(sun);
    // the board's own camera, framed as the board frames itself
    const camera = createIsometricCamera();
    frameBoard(camera, width, height, PIECE_HEIGHT, 1280 / 720);
    // redrawn every animation frame, unless paused (while the bench measures the board)
    const frame = () => {
      if (!window.gridBench.paused) {
        renderer.render(scene, camera);
        window.gridBench.frames++;
      }
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  },
};
