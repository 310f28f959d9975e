import {
  createElementObject,
  createTileLayerComponent,
  updateGridLayer,
  withPane,
  type LayerProps,
} from '@react-leaflet/core';
import L, { type Coords, type DoneCallback, type TileLayerOptions } from 'leaflet';

/**
 * A tile layer that fetches its tiles with `fetch` instead of plain `<img>` requests, so a
 * failing tile (offline, the tile service down) is an answer the page handles, and tests
 * answer tile requests with msw like any other request.
 */
class FetchingTileLayer extends L.TileLayer {
  /** Fetches still under way, cancelled when the map goes away or the tiles fail. */
  private readonly controllers = new Set<AbortController>();
  /** Once one tile has failed the service is taken to be out of reach: no more requests. */
  private unavailable = false;

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
    fetch(this.getTileUrl(coords), {
      signal: controller.signal,
      referrerPolicy: 'strict-origin-when-cross-origin',
    })
      .then((response) => {
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
        if (controller.signal.aborted) return;
        this.unavailable = true;
        for (const other of this.controllers) other.abort();
        done(error instanceof Error ? error : new Error(String(error)), tile);
      })
      .finally(() => this.controllers.delete(controller));
    return tile;
  }

  override onRemove(map: L.Map): this {
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
