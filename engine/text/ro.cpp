// The catalogue's "ro" texts: none translated yet; every key falls back to English
// (engine/text/catalogue.hpp). A translation adds {"key", "text"} lines here.
#include "engine/text/catalogue.hpp"

namespace catan::text {

const Table& table_ro() {
  static const Table t{nullptr, 0};
  return t;
}

}  // namespace catan::text
