//===- LegacySpelling.cpp - Legacy OpenACC spellings read as 3.3's ---------===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// A text rewrite before the parse, because clang's OpenACC parser rejects
// these spellings before any callback could see them. Every token keeps its
// line, so the parse's locations, the #line markers of the translation and
// the warning for each place name the user's text:
//  1. `#pragma acc atomic update capture` -> `atomic capture` padded with
//     blanks to the same length (every column kept).
//  2. `#pragma acc routine` [`(name)`] with no gang, worker, vector or seq
//     clause on any of its lines -> ` seq` added at the end of its last
//     line, before a comment there (columns before it kept).
// Each rewrite is reported (-Waccc-legacy-spelling) by PipelineAction.cpp.
//
// Tests: test/Translate/atomic-update-capture.c, test/Translate/routine.c,
// test/Execution/atomic-update-capture.c, test/Execution/routine.c,
// test/Diagnostics/warning-group-legacy-spelling.c.
//
//===----------------------------------------------------------------------===//

#include "accc/Driver/LegacySpelling.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/MemoryBuffer.h"
#include <regex>

namespace accc::driver {

namespace {

const std::regex AtomicUpdateCapture(
    R"(^([ \t]*#[ \t]*pragma[ \t]+acc[ \t]+atomic[ \t]+)(update[ \t]+capture)\b)");
const std::regex Routine(R"(^([ \t]*#[ \t]*pragma[ \t]+acc[ \t]+)routine\b)");
const std::regex LevelClause(R"(\b(gang|worker|vector|seq)\b)");
const std::regex StringLiteral(R"("([^"\\]|\\.)*")");

/// Where a comment starts on \p Line (outside string literals), or npos.
size_t commentStart(const std::string &Line) {
  bool InString = false;
  for (size_t I = 0; I + 1 < Line.size(); ++I) {
    char C = Line[I];
    if (InString) {
      if (C == '\\')
        ++I;
      else if (C == '"')
        InString = false;
    } else if (C == '"') {
      InString = true;
    } else if (C == '/' && (Line[I + 1] == '/' || Line[I + 1] == '*')) {
      return I;
    }
  }
  return std::string::npos;
}

/// \p Line without its comment and string literals (for clause words).
std::string code(const std::string &Line) {
  std::string Out = Line.substr(0, commentStart(Line));
  return std::regex_replace(Out, StringLiteral, "\"\"");
}

bool continues(const std::string &Line) {
  size_t End = Line.find_last_not_of(" \t\r");
  return End != std::string::npos && Line[End] == '\\';
}

} // namespace

std::optional<LegacyRewrite> rewriteLegacySpellings(llvm::StringRef Text) {
  // Most files have neither: no copy, no regex for them.
  if (!Text.contains("capture") && !Text.contains("routine"))
    return std::nullopt;
  std::vector<std::string> Lines;
  llvm::SmallVector<llvm::StringRef, 0> Parts;
  Text.split(Parts, '\n');
  for (llvm::StringRef P : Parts)
    Lines.push_back(P.str());
  LegacyRewrite Out;
  for (size_t I = 0; I < Lines.size(); ++I) {
    std::string &L = Lines[I];
    std::smatch M;
    if (L.find("capture") != std::string::npos &&
        std::regex_search(L, M, AtomicUpdateCapture)) { // rule 1
      std::string Word = M[2].str();
      L.replace(M.position(2), Word.size(),
                "capture" + std::string(Word.size() - 7, ' '));
      Out.Places.push_back({LegacyKind::AtomicUpdateCapture, unsigned(I) + 1,
                            unsigned(M.position(2)) + 1});
      continue;
    }
    if (L.find("routine") == std::string::npos ||
        !std::regex_search(L, M, Routine))
      continue;
    // Rule 2: the directive's lines, with their continuations.
    size_t Last = I;
    std::string Clauses = code(L.substr(M.length(0)));
    while (continues(Lines[Last]) && Last + 1 < Lines.size())
      Clauses += " " + code(Lines[++Last]);
    if (std::regex_search(Clauses, LevelClause))
      continue;
    std::string &End = Lines[Last];
    size_t At = commentStart(End);
    if (At == std::string::npos)
      At = End.find_last_not_of(" \t\r") + 1;
    End.insert(At, At > 0 && End[At - 1] != ' ' ? " seq" : "seq ");
    Out.Places.push_back({LegacyKind::RoutineWithoutLevel, unsigned(I) + 1,
                          unsigned(M.length(1)) + 1});
  }
  if (Out.Places.empty())
    return std::nullopt;
  for (size_t I = 0; I < Lines.size(); ++I)
    Out.Text += Lines[I] + (I + 1 < Lines.size() ? "\n" : "");
  return Out;
}

namespace {

/// A file's rewritten text, as clang reads it.
class RewrittenFile : public llvm::vfs::File {
public:
  RewrittenFile(llvm::vfs::Status S, llvm::StringRef Text)
      : S(std::move(S)), Text(Text) {}
  llvm::ErrorOr<llvm::vfs::Status> status() override { return S; }
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>>
  getBuffer(const llvm::Twine &Name, int64_t, bool, bool) override {
    return llvm::MemoryBuffer::getMemBufferCopy(Text, Name.str());
  }
  std::error_code close() override { return {}; }

private:
  llvm::vfs::Status S;
  std::string Text;
};

/// \p S with the size of \p Text.
llvm::vfs::Status withSize(const llvm::vfs::Status &S, llvm::StringRef Text) {
  return llvm::vfs::Status(S.getName(), S.getUniqueID(),
                           S.getLastModificationTime(), S.getUser(),
                           S.getGroup(), Text.size(), S.getType(),
                           S.getPermissions());
}

} // namespace

const LegacyRewrite *LegacySpellingFS::rewritten(const llvm::Twine &Path) {
  std::string Key = Path.str();
  auto Known = Rewrites.find(Key);
  if (Known != Rewrites.end())
    return Known->second ? &*Known->second : nullptr;
  std::optional<LegacyRewrite> R;
  auto S = ProxyFileSystem::status(Key);
  if (S && S->isRegularFile())
    if (auto File = ProxyFileSystem::openFileForRead(Key))
      if (auto Buffer = (*File)->getBuffer(Key))
        R = rewriteLegacySpellings((*Buffer)->getBuffer());
  if (R)
    Order.push_back(Key);
  auto &Slot = Rewrites[Key] = std::move(R);
  return Slot ? &*Slot : nullptr;
}

llvm::ErrorOr<llvm::vfs::Status>
LegacySpellingFS::status(const llvm::Twine &Path) {
  auto S = ProxyFileSystem::status(Path);
  if (S && S->isRegularFile())
    if (const LegacyRewrite *R = rewritten(Path))
      return withSize(*S, R->Text);
  return S;
}

llvm::ErrorOr<std::unique_ptr<llvm::vfs::File>>
LegacySpellingFS::openFileForRead(const llvm::Twine &Path) {
  auto File = ProxyFileSystem::openFileForRead(Path);
  if (!File)
    return File;
  const LegacyRewrite *R = rewritten(Path);
  if (!R)
    return File;
  auto S = (*File)->status();
  if (!S)
    return S.getError();
  return std::unique_ptr<llvm::vfs::File>(
      new RewrittenFile(withSize(*S, R->Text), R->Text));
}

std::vector<LegacyPlace> LegacySpellingFS::places() const {
  std::vector<LegacyPlace> All;
  for (const std::string &Path : Order)
    for (LegacyPlace P : Rewrites.at(Path)->Places) {
      P.File = Path;
      All.push_back(P);
    }
  return All;
}

} // namespace accc::driver
