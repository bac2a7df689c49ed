#include "collation.h"

#include <stdlib.h>
#include <unicode/ucol.h>
#include <unicode/ustring.h>

void *
almanac_collator_open (const char *locale)
{
  UErrorCode status = U_ZERO_ERROR;
  UCollator *collator = ucol_open (locale, &status);
  if (U_FAILURE (status))
    return NULL;
  return collator;
}

void *
almanac_collator_clone (const void *collator)
{
  UErrorCode status = U_ZERO_ERROR;
  UCollator *copy = ucol_clone ((const UCollator *) collator, &status);
  if (U_FAILURE (status))
    return NULL;
  return copy;
}

void
almanac_collator_close (void *collator)
{
  ucol_close ((UCollator *) collator);
}

int32_t
almanac_collator_sort_key (const void *collator, const char *utf8, int32_t length,
                           uint8_t *key, int32_t capacity)
{
  UChar stack[256];
  UChar *text = stack;
  int32_t text_length = 0;
  UErrorCode status = U_ZERO_ERROR;

  u_strFromUTF8 (text, 256, &text_length, utf8, length, &status);
  if (status == U_BUFFER_OVERFLOW_ERROR)
    {
      text = malloc (sizeof (UChar) * (size_t) text_length);
      if (text == NULL)
        return 0;
      status = U_ZERO_ERROR;
      u_strFromUTF8 (text, text_length, NULL, utf8, length, &status);
    }
  int32_t result = 0;
  if (U_SUCCESS (status) || status == U_STRING_NOT_TERMINATED_WARNING)
    result = ucol_getSortKey ((const UCollator *) collator, text, text_length, key, capacity);
  if (text != stack)
    free (text);
  return result;
}
