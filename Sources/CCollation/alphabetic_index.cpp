#include "alphabetic_index.h"

#include <algorithm>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include <unicode/alphaindex.h>
#include <unicode/locid.h>
#include <unicode/unistr.h>

namespace {

/* The immutable index, and which of its buckets are the locale's own letters. */
struct Index {
  std::unique_ptr<icu::AlphabeticIndex::ImmutableIndex> buckets;
  std::vector<bool> native;
};

/* The letters (normal labels) of an index. */
std::set<icu::UnicodeString>
letters (const icu::AlphabeticIndex::ImmutableIndex &index)
{
  std::set<icu::UnicodeString> labels;
  for (int32_t bucket = 0; bucket < index.getBucketCount (); bucket++)
    {
      const icu::AlphabeticIndex::Bucket *entry = index.getBucket (bucket);
      if (entry->getLabelType () == U_ALPHAINDEX_NORMAL)
        labels.insert (entry->getLabel ());
    }
  return labels;
}

}  // namespace

/* The locale's own index; where its letters are not Latin, built again with English's added
   after them (one build for a Latin locale). */
extern "C" void *
almanac_index_open (const char *locale_name)
{
  UErrorCode status = U_ZERO_ERROR;
  icu::Locale locale (locale_name);
  auto result = std::make_unique<Index> ();
  icu::AlphabeticIndex own_index (locale, status);
  result->buckets.reset (own_index.buildImmutableIndex (status));
  if (U_FAILURE (status) || !result->buckets)
    return nullptr;
  std::set<icu::UnicodeString> own = letters (*result->buckets);
  if (own.count (icu::UnicodeString (u"A")) == 0)
    {
      icu::AlphabeticIndex index (locale, status);
      index.addLabels (icu::Locale::getEnglish (), status);
      result->buckets.reset (index.buildImmutableIndex (status));
      if (U_FAILURE (status) || !result->buckets)
        return nullptr;
    }
  for (int32_t bucket = 0; bucket < result->buckets->getBucketCount (); bucket++)
    result->native.push_back (own.count (result->buckets->getBucket (bucket)->getLabel ()) > 0);
  return result.release ();
}

extern "C" void
almanac_index_close (void *index)
{
  delete static_cast<Index *> (index);
}

extern "C" int32_t
almanac_index_bucket_count (const void *index)
{
  return static_cast<const Index *> (index)->buckets->getBucketCount ();
}

extern "C" int32_t
almanac_index_bucket_label (const void *index, int32_t bucket, char *label, int32_t capacity)
{
  const icu::AlphabeticIndex::Bucket *entry = static_cast<const Index *> (index)->buckets->getBucket (bucket);
  if (entry == nullptr || capacity <= 0)
    return 0;
  std::string utf8;
  entry->getLabel ().toUTF8String (utf8);
  utf8.copy (label, static_cast<size_t> (capacity - 1));
  label[std::min<size_t> (utf8.size (), static_cast<size_t> (capacity - 1))] = '\0';
  return static_cast<int32_t> (utf8.size ());
}

extern "C" AlmanacBucketKind
almanac_index_bucket_kind (const void *index, int32_t bucket)
{
  const icu::AlphabeticIndex::Bucket *entry = static_cast<const Index *> (index)->buckets->getBucket (bucket);
  switch (entry == nullptr ? U_ALPHAINDEX_OVERFLOW : entry->getLabelType ())
    {
    case U_ALPHAINDEX_NORMAL:
      return ALMANAC_BUCKET_LETTER;
    case U_ALPHAINDEX_UNDERFLOW:
      return ALMANAC_BUCKET_UNDERFLOW;
    case U_ALPHAINDEX_INFLOW:
      return ALMANAC_BUCKET_INFLOW;
    default:
      return ALMANAC_BUCKET_OVERFLOW;
    }
}

extern "C" int
almanac_index_bucket_is_native (const void *index, int32_t bucket)
{
  const Index *self = static_cast<const Index *> (index);
  return bucket >= 0 && static_cast<size_t> (bucket) < self->native.size () && self->native[bucket];
}

extern "C" int32_t
almanac_index_bucket_of (const void *index, const char *utf8, int32_t length)
{
  UErrorCode status = U_ZERO_ERROR;
  icu::UnicodeString name = icu::UnicodeString::fromUTF8 (icu::StringPiece (utf8, length));
  int32_t bucket = static_cast<const Index *> (index)->buckets->getBucketIndex (name, status);
  return U_SUCCESS (status) ? bucket : 0;
}
