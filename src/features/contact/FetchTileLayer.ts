import {
  createElementObject,
  createTileLayerComponent,
  updateGridLayer,
  withPane,
  type LayerProps,
} from '@react-leaflet/core';
import L, { type Coords, type DoneCallback, type TileLayerOptions } from 'leaflet';

/**
 * How long the tile service may leave every tile under way unanswered before it is taken to be
 * out of reach: a network that connects but never answers (a captive portal, a stalled link)
 * fails no request, it only never answers. Counted from the last answer, so a slow link that
 * answers tile after tile is not cut off.
 */
const tilePatienceMs = 5000;

/** The abort reason of tiles given up on for want of an answer (not the map going away). */
const noAnswer = new Error('Map tiles did not answer in time');

/**
 * A tile layer that fetches its tiles with `fetch` instead of plain `<img>` requests, so a
 * failing tile (offline, the tile service down or not answering) is an answer the page
 * handles, and tests answer tile requests with msw like any other request.
 */
class FetchingTileLayer extends L.TileLayer {
  /** Fetches still under way, cancelled when the map goes away or the tiles fail. */
  private readonly controllers = new Set<AbortController>();
  /** Once one tile has failed the service is taken to be out of reach: no more requests. */
  private unavailable = false;
  /** Fires when no tile has been answered for `tilePatienceMs` while some are under way. */
  private patience: ReturnType<typeof setTimeout> | undefined;

  /** Starts the wait for an answer again (an answer came, or the first request went out). */
  private waitForAnswer(): void {
    clearTimeout(this.patience);
    this.patience = undefined;
    if (this.controllers.size === 0 || this.unavailable) return;
    this.patience = setTimeout(() => {
      this.patience = undefined;
      for (const controller of this.controllers) controller.abort(noAnswer);
    }, tilePatienceMs);
  }

  override createTile(coords: Coords, done: DoneCallback): HTMLElement {
    const tile = document.createElement('img');
    tile.alt = '';
    tile.setAttribute('role', 'presentation');
    if (this.unavailable) {
      queueMicrotask(() => {
        done(new Error('Map tiles are unavailable'), tile);
      });
      return tile;
    }
    const controller = new AbortController();
    this.controllers.add(controller);
    if (this.patience === undefined) this.waitForAnswer();
    fetch(this.getTileUrl(coords), {
      signal: controller.signal,
      referrerPolicy: 'strict-origin-when-cross-origin',
    })
      .then((response) => {
        this.waitForAnswer();
        if (!response.ok) throw new Error(`Tile answered ${String(response.status)}`);
        return response.blob();
      })
      .then((blob) => {
        const url = URL.createObjectURL(blob);
        tile.onload = () => {
          URL.revokeObjectURL(url);
          done(undefined, tile);
        };
        tile.onerror = () => {
          URL.revokeObjectURL(url);
          done(new Error('Tile image could not be read'), tile);
        };
        tile.src = url;
      })
      .catch((error: unknown) => {
        const timedOut = controller.signal.reason === noAnswer;
        if (controller.signal.aborted && !timedOut) return;
        this.unavailable = true;
        for (const other of this.controllers) if (!other.signal.aborted) other.abort();
        done(timedOut ? noAnswer : error instanceof Error ? error : new Error(String(error)), tile);
      })
      .finally(() => {
        this.controllers.delete(controller);
        if (this.controllers.size === 0) this.waitForAnswer();
      });
    return tile;
  }

  override onRemove(map: L.Map): this {
    clearTimeout(this.patience);
    this.patience = undefined;
    for (const controller of this.controllers) controller.abort();
    this.controllers.clear();
    return super.onRemove(map);
  }
}

export interface FetchTileLayerProps extends TileLayerOptions, LayerProps {
  url: string;
}

export const FetchTileLayer = createTileLayerComponent<FetchingTileLayer, FetchTileLayerProps>(
  function createTileLayer({ url, ...options }, context) {
    const layer = new FetchingTileLayer(url, withPane(options, context));
    return createElementObject(layer, context);
  },
  function updateTileLayer(layer, props, prevProps) {
    updateGridLayer(layer, props, prevProps);
    if (props.url !== prevProps.url) layer.setUrl(props.url);
  },
);
