/* ICU for AlmanacCore: the module's headers, named so that SwiftPM makes this the module's
 * umbrella header (a header added to the folder is then a change the build sees). */
#include "collation.h"
#include "alphabetic_index.h"
