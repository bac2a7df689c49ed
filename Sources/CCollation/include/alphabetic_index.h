#ifndef ALMANAC_ALPHABETIC_INDEX_H
#define ALMANAC_ALPHABETIC_INDEX_H

/* ICU's alphabetic index (icu::AlphabeticIndex), for AlmanacCore: the letters a locale's readers
 * look a name up under, and which of them a name is filed under.
 *
 * ICU offers it in C++ only; this is its C face for Swift. An index is immutable once opened
 * and may be used from several threads at once. */

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* What an index bucket is, as ICU says (UAlphabeticIndexLabelType). */
typedef enum {
  ALMANAC_BUCKET_LETTER = 0,    /* a letter (or kana row, or consonant) of an alphabet */
  ALMANAC_BUCKET_UNDERFLOW = 1, /* what sorts before the first letter: digits, symbols */
  ALMANAC_BUCKET_INFLOW = 2,    /* what sorts between two alphabets */
  ALMANAC_BUCKET_OVERFLOW = 3,  /* what sorts after the last letter: other scripts */
} AlmanacBucketKind;

/* The index of a locale such as "ru_RU" or "ja", with the Latin letters added after its own
 * when its own are not Latin (names in English are filed under A–Z there too). NULL if ICU
 * cannot make one. */
void *almanac_index_open (const char *locale);

void almanac_index_close (void *index);

/* The number of buckets, in ICU's order. */
int32_t almanac_index_bucket_count (const void *index);

/* Writes bucket `bucket`'s label as UTF-8 into `label` (at most `capacity` bytes, terminating
 * zero included) and returns its length without the zero; a result of `capacity` or more means
 * it did not fit. */
int32_t almanac_index_bucket_label (const void *index, int32_t bucket, char *label, int32_t capacity);

AlmanacBucketKind almanac_index_bucket_kind (const void *index, int32_t bucket);

/* Whether a letter bucket belongs to the locale's own alphabet (not one of the added Latin ones). */
int almanac_index_bucket_is_native (const void *index, int32_t bucket);

/* The bucket `length` bytes of UTF-8 are filed under. */
int32_t almanac_index_bucket_of (const void *index, const char *utf8, int32_t length);

#ifdef __cplusplus
}
#endif

#endif
