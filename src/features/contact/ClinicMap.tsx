import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';
import { useState } from 'react';
import { AttributionControl, MapContainer, Marker, Popup } from 'react-leaflet';
import { withMarks } from '../../components/SampleMark';
import { FetchTileLayer } from './FetchTileLayer';

// Leaflet finds its default marker images by a path guessed from its CSS, which a bundler
// breaks; importing them lets the bundler give each its hashed production URL.
const markerIconOptions = L.icon({
  iconUrl: markerIcon,
  iconRetinaUrl: markerIcon2x,
  shadowUrl: markerShadow,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  popupAnchor: [1, -34],
  shadowSize: [41, 41],
});

export interface ClinicMapProps {
  latitude: number;
  longitude: number;
  zoom: number;
  tileUrl: string;
  attribution: string;
  label: string;
  markerTitle: string;
  popup: { name: string; text: string };
  /** Shown over the map when tiles cannot be loaded (offline, or the tile service is down). */
  fallback: string;
}

/** The interactive map: Leaflet, loaded only with the contact page. */
export default function ClinicMap({
  latitude,
  longitude,
  zoom,
  tileUrl,
  attribution,
  label,
  markerTitle,
  popup,
  fallback,
}: ClinicMapProps) {
  // Offline from the start: no tile requests at all; the marker and the notice still show.
  const [offline] = useState(() => !navigator.onLine);
  const [tilesFailed, setTilesFailed] = useState(false);
  return (
    <div className="map-frame" role="region" aria-label={label}>
      <MapContainer
        center={[latitude, longitude]}
        zoom={zoom}
        scrollWheelZoom={false}
        className="map"
        attributionControl={false}
      >
        {/* The credit line without Leaflet's own link: the privacy notice lists every site a tap can reach. */}
        <AttributionControl prefix={false} />
        {!offline && (
          <FetchTileLayer
            url={tileUrl}
            attribution={attribution}
            eventHandlers={{
              tileerror: () => {
                setTilesFailed(true);
              },
              tileload: () => {
                setTilesFailed(false);
              },
            }}
          />
        )}
        <Marker
          position={[latitude, longitude]}
          icon={markerIconOptions}
          title={markerTitle}
          alt={markerTitle}
        >
          <Popup>
            <strong>{popup.name}</strong>
            <br />
            {withMarks(popup.text)}
          </Popup>
        </Marker>
      </MapContainer>
      {(offline || tilesFailed) && (
        <p className="map-fallback" role="status">
          {fallback}
        </p>
      )}
    </div>
  );
}
