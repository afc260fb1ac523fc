// A test double of the page's Host: the browser's storage as a map, and tables over the
// local engine (web/local_table.*). Shared by the front-end and engine tests that drive the
// UI-free controller natively.
#pragma once
#include <map>
#include <memory>
#include <string>

#include "imgui_frontend/app.hpp"
#include "web/local_table.hpp"

namespace test_support {

/// The page's Host with storage in `store`.
struct MemoryHost {
  std::map<std::string, std::string> store;
  catan::ui::Host host{
      [](const std::string& c, std::string& e) -> std::unique_ptr<catan::ui::Table> { return catan::web::LocalTable::Create(c, e); },
      [](const std::string& s, std::string& e) -> std::unique_ptr<catan::ui::Table> { return catan::web::LocalTable::Load(s, e); },
      [this](const std::string& k) { return store.count(k) ? store[k] : std::string(); },
      [this](const std::string& k, const std::string& v) { store[k] = v; },
      [this](const std::string& k) { store.erase(k); }};
};

}  // namespace test_support
