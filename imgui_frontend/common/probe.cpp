#include "imgui_frontend/common/probe.hpp"

#include <nlohmann/json.hpp>

#include "engine/core/json_text.hpp"

namespace catan::ui {

std::string Probe::to_json() const {
  nlohmann::json out = nlohmann::json::array();
  for (const auto& it : published_) {
    nlohmann::json j = {{"kind", it.kind}, {"id", it.id}, {"x", it.x}, {"y", it.y}, {"w", it.w}, {"h", it.h},
                        {"vx", it.vx}, {"vy", it.vy}, {"vw", it.vw}, {"vh", it.vh}, {"layer", it.layer}};
    if (it.scroll_x) j["sx"] = true;
    if (it.scroll_y) j["sy"] = true;
    if (!it.window.empty()) j["win"] = it.window;
    if (it.input) j["input"] = true;
    if (it.input || !it.value.empty()) j["value"] = it.value;  // a field's text; a toast's, the log's state
    out.push_back(std::move(j));
  }
  return catan::dump_json(out);  // labels hold seat names, which may come from a peer
}

Probe& probe() {
  static Probe p;
  return p;
}

}  // namespace catan::ui
