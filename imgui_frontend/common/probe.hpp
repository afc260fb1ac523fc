// Test probe: a per-frame registry of where labelled things are drawn on the canvas.
// The browser tests read it (through web/) to click real screen positions; it never
// changes the game. Coordinates are CSS pixels relative to the canvas' top-left corner.
#pragma once
#include <string>
#include <vector>

namespace catan::ui {

/// One clickable or visible thing drawn this frame: a button, a vertex, an edge, a hex.
struct ProbeItem {
  std::string kind;   ///< "button", "vertex", "edge", "hex", "text", ...
  std::string id;     ///< a fixed probe id (not the label: labels change with the language) or the board element id
  float x, y, w, h;   ///< rectangle in CSS pixels (centre is x + w/2, y + h/2)
};

/// Collects the items of the frame being drawn; `publish()` freezes them for readers.
class Probe {
 public:
  /// Starts a new frame: clears the items being collected.
  void begin_frame() { building_.clear(); }
  /// Records one item drawn this frame.
  void add(std::string kind, std::string id, float x, float y, float w, float h) {
    building_.push_back({std::move(kind), std::move(id), x, y, w, h});
  }
  /// Ends the frame: the collected items become the published ones.
  void publish() { published_.swap(building_); }
  /// Items of the last complete frame, as a JSON array string.
  std::string to_json() const;
 private:
  std::vector<ProbeItem> building_, published_;
};

/// The probe of the running app (one per page).
Probe& probe();

}  // namespace catan::ui
