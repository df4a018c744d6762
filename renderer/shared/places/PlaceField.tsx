import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import {
  ComboBox,
  FieldError,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Text,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { Place } from '../../../shared/api/types';
import { describeError } from '../errorText';
import { countryName } from '../format/countries';
import { useLocale } from '../format/useLocale';
import { toAppError } from '../transport';
import { matchSegments } from './matchText';
import { useShownCities } from './shownCities';
import { useShownRegions } from './shownRegions';
import { isPlaceQuery, PLACE_DEBOUNCE_MS, placeQueries } from './placeQueries';
import { useDebouncedValue } from './useDebouncedValue';
import './placeField.css';

/**
 * The empty list, one array for every render: while a look-up is on its way the ComboBox keeps the same
 * items and does not rebuild its collection (a render less while the call is out).
 */
const NO_PLACES: readonly Place[] = [];

/** Props of PlaceField. */
export interface PlaceFieldProps {
  /** The field's visible label. */
  label: string;
  /** The chosen place, or null while none is chosen. */
  value: Place | null;
  /** Called with the place picked from the list, or null when the text no longer names it. */
  onChange: (place: Place | null) => void;
  /**
   * The text in the field, when the parent keeps it (a form field that may send a typed name).
   * Without it the field keeps its own text, starting from `value`'s city.
   */
  inputValue?: string;
  /** Called on every change of the text (typing, or a place picked: its city). */
  onInputChange?: (text: string) => void;
  /**
   * Only places of this country (ISO 3166-1 alpha-2). `places.search` has no country parameter
   * (shared/contract/places.ts), so this filters the API's 10 best matches on screen.
   */
  country?: string;
  /** Whether text that names no listed place may stay in the field (the parent sends it as a name). */
  allowsCustomValue?: boolean;
  /** A hint under the field. */
  description?: string;
  /** A message for bad input (shown under the field, tied to it for screen readers). */
  errorMessage?: string;
  /** HTML `id` of the input (for `/` shortcuts and tests). */
  id?: string;
}

/**
 * The place autocomplete, used wherever a place is typed (docs/api.md §Places): a react-aria ComboBox
 * that looks places up from 2 characters, 150 ms after the typing pauses (counted from the last
 * keystroke; the call goes out as the pause ends, before the render), through `places.search`
 * (a stale look-up is withdrawn end to end; each query is cached for the session). Each option shows
 * city, county (in the UI's language, `useShownRegions`) and country, with the part matching the text
 * marked (`<mark>`, diacritics folded: "brasov" marks "Brașov"). While the next look-up is out, the last answer's places whose shown name
 * still matches stay listed: the list does not blink empty under the pointer, so a click on an option
 * as the typing ends is not lost (a CI run clicked București into a list that emptied). Keyboard: arrows move through the options, Enter picks, Escape closes.
 * Loading, empty and failed look-ups read as sentences in a polite live region under the field.
 */
export function PlaceField({
  label,
  value,
  onChange,
  inputValue,
  onInputChange,
  country,
  allowsCustomValue = false,
  description,
  errorMessage,
  id,
}: PlaceFieldProps) {
  const { t } = useTranslation('common');
  const locale = useLocale();
  const statusId = useId();
  const [ownText, setOwnText] = useState(value?.city ?? '');
  // a place set or cleared from outside ("Loads back from here", "Find loads"): the field's own text
  // follows it (React's "adjust state while rendering"); a text the user typed since is left alone
  const [knownValue, setKnownValue] = useState(value);
  if (value !== knownValue) {
    setKnownValue(value);
    if (value && ownText !== value.city) setOwnText(value.city);
    else if (!value && knownValue && ownText === knownValue.city) setOwnText('');
  }
  const text = inputValue ?? ownText;
  const queryClient = useQueryClient();
  // the look-up starts as the pause ends, before React renders the settled query
  const lookUp = useCallback(
    (q: string) => {
      if (isPlaceQuery(q)) void queryClient.prefetchQuery(placeQueries.search(q));
    },
    [queryClient],
  );
  const [query, typed] = useDebouncedValue(text.trim(), PLACE_DEBOUNCE_MS, lookUp);
  // the time of the keystroke that changes the text: the pause counts from it (useDebouncedValue)
  const keyAt = useRef<number | undefined>(undefined);
  // while the next look-up is out, the last answer stays (placeholder) instead of an empty list
  const search = useQuery({ ...placeQueries.search(query), placeholderData: keepPreviousData });
  const stale = search.isPlaceholderData;

  const places = useMemo(() => {
    const answer = isPlaceQuery(query) ? (search.data ?? NO_PLACES) : NO_PLACES;
    // of the last answer, only the places whose shown name still matches the text stay
    const found = stale ? answer.filter((place) => shownNameMatches(place, query)) : answer;
    const shown = country ? found.filter((place) => place.country === country) : found;
    // the chosen place stays a known item, so the ComboBox can show it as selected
    return value && !shown.some((place) => place.slug === value.slug) ? [value, ...shown] : shown;
  }, [search.data, stale, query, country, value]);

  // each option in the UI's language (places.names, local), the exchange's spelling beside it, and its
  // region in the UI's language (regionNames.json)
  const shownCity = useShownCities(places);
  const shownRegion = useShownRegions();

  const setText = (next: string) => {
    typed(next.trim(), keyAt.current);
    keyAt.current = undefined;
    if (inputValue === undefined) setOwnText(next);
    onInputChange?.(next);
    if (value && next !== value.city) onChange(null);
  };

  const onSelectionChange = (key: string | number | null) => {
    if (key === null) return;
    const place = places.find((candidate) => candidate.slug === key);
    if (!place) return;
    onChange(place);
    if (inputValue === undefined) setOwnText(place.city);
    onInputChange?.(place.city);
  };

  const status = lookupStatus();
  function lookupStatus(): string {
    const typed = text.trim();
    if (typed.length === 0 || (value && typed === value.city)) return '';
    if (!isPlaceQuery(typed)) return t('place.minChars');
    if (typed !== query || search.isFetching) return t('place.loading');
    if (search.isError) {
      const error = toAppError(search.error);
      return error.kind === 'cancelled' ? '' : describeError(error, 'detail', t).sentence;
    }
    if (places.length === 0) {
      return country
        ? t('place.noneInCountry', { query: typed, country: countryName(country, locale) })
        : t('place.none', { query: typed });
    }
    return t('place.found', { count: places.length });
  }

  return (
    <ComboBox
      className="field place-field"
      items={places}
      selectedKey={value?.slug ?? null}
      onSelectionChange={onSelectionChange}
      inputValue={text}
      onInputChange={setText}
      allowsCustomValue={allowsCustomValue}
      allowsEmptyCollection
      menuTrigger="input"
      isInvalid={Boolean(errorMessage)}
      aria-describedby={status ? statusId : undefined}
    >
      <Label>{label}</Label>
      <Input
        id={id}
        className="place-field-input"
        onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
          keyAt.current = event.timeStamp;
        }}
      />
      {description ? <Text slot="description">{description}</Text> : null}
      <FieldError className="field-error">{errorMessage}</FieldError>
      <div id={statusId} className="place-field-status small muted" aria-live="polite">
        {status}
      </div>
      <Popover className="place-field-popover" placement="bottom start">
        <ListBox<Place>
          // the options are written again when the names in the UI's language arrive
          dependencies={[shownCity, shownRegion, query]}
          className="place-field-list"
          renderEmptyState={() => <div className="place-field-empty">{status || t('place.minChars')}</div>}
        >
          {(place) => (
            <ListBoxItem id={place.slug} className="place-field-option" textValue={place.city}>
              <PlaceOptionText
                place={place}
                shown={shownCity(place.city, place.country)}
                region={shownRegion(place.county, place.country)}
                query={query}
                locale={locale}
                onExchange={(city) => t('place.optionOnExchange', { city })}
              />
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}

/** True when `query` is found in the place's city or county as shown (matchSegments' folding). */
function shownNameMatches(place: Place, query: string): boolean {
  return [place.city, place.county].some((name) => matchSegments(name, query).some((part) => part.match));
}

/** What an option is written from (see PlaceOptionText). */
interface PlaceOptionTextProps {
  place: Place;
  /** The place's city in the UI's language (`useShownCities`), else the exchange's `place.city`. */
  shown: string;
  /** The place's region in the UI's language (`useShownRegions`), else the exchange's `place.county`. */
  region: string;
  query: string;
  locale: string;
  /** The words for the exchange's spelling beside a city shown otherwise ("on the exchange: Vienna"). */
  onExchange: (city: string) => string;
}

/**
 * One option's text (docs/api.md §Places, "A place in the UI's language"): "Viena" (the city in the UI's
 * language, with "on the exchange: Vienna" beside it where the exchange writes it otherwise) over
 * "Wien, Austria", the part matching `query` marked, the region in the UI's language ("Bayern,
 * Germania" in Romanian for the exchange's "Bavaria": docs/api.md §Places, "A region in the UI's
 * language"), the country named in `locale` (given by the field: one language subscription for the
 * list, not one per option).
 */
function PlaceOptionText({ place, shown, region, query, locale, onExchange }: PlaceOptionTextProps) {
  const city = matchSegments(shown, query);
  const cityMatched = city.some((segment) => segment.match);
  const county = cityMatched ? [{ text: region, match: false }] : matchSegments(region, query);
  const render = (segments: { text: string; match: boolean }[]) =>
    segments.map((segment, index) =>
      segment.match ? <mark key={index}>{segment.text}</mark> : <span key={index}>{segment.text}</span>,
    );
  return (
    <span className="place-option">
      <span className="place-option-city">
        {render(city)}
        {shown !== place.city ? (
          <span className="place-option-exchange"> ({onExchange(place.city)})</span>
        ) : null}
      </span>
      <span className="place-option-where">
        {render(county)}, {countryName(place.country, locale)}
      </span>
    </span>
  );
}
