import { Button } from '@toolbox/ui/button';
import { NativeSelect } from '@toolbox/ui/native-select';
import { toast } from '@toolbox/ui/toast';
import { LocateFixed, Search } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_PRECISION,
  decodeGeohash,
  encodePoint,
  type GeohashResult,
  MAX_PRECISION,
} from '../core/geohash';
import { emptySingle, type ShownResult, type SingleShareState } from '../core/share';
import { type GeohashErrorKey, validateCoordinates, validateGeohash } from '../core/validation';
import { Card } from './card';
import { ResultCard } from './result-card';
import { TextField } from './text-field';

const precisionValues = Array.from({ length: MAX_PRECISION }, (_, index) => String(index + 1));

/**
 * Single tab: an encode card, a decode card and a result card (CONTEXT.md § Screen). `initial`
 * (a link's state, a received geohash) fills the fields and shows the result it names;
 * `onStateChange` reports the inputs and the shown result for "Copy link".
 */
export function SinglePanel({
  initialResult,
  initial = emptySingle,
  onStateChange,
}: {
  initialResult?: GeohashResult;
  initial?: SingleShareState;
  onStateChange?: (state: SingleShareState) => void;
}) {
  const { t } = useTranslation('geohash-converter');
  const precisionId = useId();
  const [latitude, setLatitude] = useState(initial.latitude);
  const [longitude, setLongitude] = useState(initial.longitude);
  const [precision, setPrecision] = useState(String(initial.precision ?? DEFAULT_PRECISION));
  const [geohash, setGeohash] = useState(initial.geohash);
  const [shown, setShown] = useState<ShownResult>('none');
  const [encodeError, setEncodeError] = useState<GeohashErrorKey>();
  const [decodeError, setDecodeError] = useState<GeohashErrorKey>();
  const [result, setResult] = useState<GeohashResult | undefined>(initialResult);

  function fail(error: GeohashErrorKey, setError: (error: GeohashErrorKey) => void) {
    setError(error);
    toast.error(t(`errors.${error}`));
  }

  useEffect(() => {
    onStateChange?.({ latitude, longitude, precision: Number(precision), geohash, shown });
  }, [onStateChange, latitude, longitude, precision, geohash, shown]);

  // CONTEXT.md § Link: the result the shared state names is shown again, as if its button was pressed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the state this panel was mounted with
  useEffect(() => {
    if (initial.shown === 'encode') encode();
    else if (initial.shown === 'decode') decode(initial.geohash);
  }, []);

  function handleEncode(event: FormEvent) {
    event.preventDefault();
    encode();
  }

  function encode() {
    const checked = validateCoordinates({ latitude, longitude, precision: Number(precision) });
    if (!checked.ok) return fail(checked.error, setEncodeError);
    try {
      const encoded = encodePoint(checked.value);
      setEncodeError(undefined);
      setResult(encoded);
      setShown('encode');
      toast.success(t('success.encode', { geohash: encoded.geohash }));
    } catch {
      fail('encode', setEncodeError);
    }
  }

  function decode(text: string) {
    const checked = validateGeohash({ geohash: text });
    if (!checked.ok) return fail(checked.error, setDecodeError);
    try {
      const decoded = decodeGeohash({ geohash: checked.value });
      setDecodeError(undefined);
      setResult(decoded);
      setShown('decode');
      toast.success(t('success.decode', { geohash: decoded.geohash }));
    } catch {
      fail('decode', setDecodeError);
    }
  }

  function handleDecode(event: FormEvent) {
    event.preventDefault();
    decode(geohash);
  }

  // A clicked neighbour goes into the decode card too, so the user sees what was decoded.
  function handleNeighbour(neighbour: string) {
    setGeohash(neighbour);
    decode(neighbour);
  }

  const coordinateError =
    encodeError === 'invalidCoordinates' || encodeError === 'encode' ? t(`errors.${encodeError}`) : undefined;

  return (
    <div className="space-y-4">
      <div className="grid gap-4 md:grid-cols-2">
        <Card title={t('encode.title')}>
          <form className="space-y-3" onSubmit={handleEncode} noValidate>
            <div className="grid gap-3 sm:grid-cols-2">
              <TextField
                label={t('encode.latitude')}
                placeholder={t('encode.latitudePlaceholder')}
                inputMode="decimal"
                value={latitude}
                onChange={(event) => setLatitude(event.target.value)}
                error={encodeError === 'invalidLatitude' ? t('errors.invalidLatitude') : undefined}
              />
              <TextField
                label={t('encode.longitude')}
                placeholder={t('encode.longitudePlaceholder')}
                inputMode="decimal"
                value={longitude}
                onChange={(event) => setLongitude(event.target.value)}
                error={encodeError === 'invalidLongitude' ? t('errors.invalidLongitude') : undefined}
              />
            </div>
            <div className="space-y-1.5">
              <label htmlFor={precisionId} className="text-sm font-medium">
                {t('encode.precision')}
              </label>
              <NativeSelect
                id={precisionId}
                value={precision}
                onValueChange={setPrecision}
                options={precisionValues.map((value) => ({
                  value,
                  label: t('encode.precisionOption', { count: Number(value) }),
                }))}
              />
            </div>
            {coordinateError && <p className="text-sm text-destructive">{coordinateError}</p>}
            <Button type="submit">
              <LocateFixed aria-hidden className="size-4" />
              {t('encode.submit')}
            </Button>
          </form>
        </Card>
        <Card title={t('decode.title')}>
          <form className="space-y-3" onSubmit={handleDecode} noValidate>
            <TextField
              label={t('decode.geohash')}
              placeholder={t('decode.placeholder')}
              hint={t('decode.hint')}
              value={geohash}
              onChange={(event) => setGeohash(event.target.value)}
              className="font-mono"
              error={decodeError ? t(`errors.${decodeError}`) : undefined}
            />
            <Button type="submit">
              <Search aria-hidden className="size-4" />
              {t('decode.submit')}
            </Button>
          </form>
        </Card>
      </div>
      <ResultCard result={result} onNeighbour={handleNeighbour} />
    </div>
  );
}
