#ifndef ALMANAC_COLLATION_H
#define ALMANAC_COLLATION_H

/* Locale collation sort keys from ICU, for AlmanacCore.
 *
 * A C helper because ICU's public C names are macros over versioned symbols (ucol_open is
 * ucol_open_72 on Debian 12), which Swift cannot import by their stable names. The collator is
 * handed out as void * so no ICU type reaches Swift. */

#include <stdint.h>

/* A collator for a locale such as "en_US" or "sv"; NULL if ICU cannot make one. */
void *almanac_collator_open(const char *locale);

/* An independent copy for use on another thread (a collator is not for sharing). */
void *almanac_collator_clone(const void *collator);

void almanac_collator_close(void *collator);

/* Writes the sort key of `length` bytes of UTF-8 into `key` (at most `capacity` bytes) and
 * returns its full length, terminating zero included; a result larger than `capacity` means
 * the key did not fit: call again with a bigger buffer. Keys compare with memcmp. Returns 0
 * on invalid input. */
int32_t almanac_collator_sort_key(const void *collator, const char *utf8, int32_t length,
                                  uint8_t *key, int32_t capacity);

#endif
