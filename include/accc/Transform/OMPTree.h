//===- OMPTree.h - The OpenMP translation of OpenACC constructs --*- C++ -*-===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// accc's small OpenMP directive IR. TransformACCToOMP attaches one OMPNode
/// to every OpenACC construct (the seed's "hidden OpenMP child"); the printers
/// turn it into source and dumps. Clang's OpenMP AST nodes cannot be built
/// outside Sema, so the tree holds directive words and clauses whose list
/// items are spelled from the user's source.
///
//===----------------------------------------------------------------------===//

#ifndef ACCC_TRANSFORM_OMPTREE_H
#define ACCC_TRANSFORM_OMPTREE_H

#include "clang/AST/StmtOpenACC.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"
#include <optional>
#include <string>
#include <vector>

namespace accc::transform {

/// A word of an OpenMP (combined) directive name, in OpenMP's nesting order;
/// the data words follow `target` alone.
enum class OMPWord {
  Target,
  Teams,
  Distribute,
  Parallel,
  For,
  Simd,
  Data,      ///< target data
  EnterData, ///< target enter data
  ExitData,  ///< target exit data
  Update,    ///< target update
};

llvm::StringRef ompWordName(OMPWord W);

struct OMPClause {
  std::string Name; ///< "map", "firstprivate", "num_teams", ...
  std::string Args; ///< the text between the parentheses; empty: none
  /// Comes from an implicit or predetermined OpenACC attribute (the dump
  /// marks it `<implicit>`).
  bool Implicit = false;

  std::string text() const {
    return Args.empty() ? Name : Name + "(" + Args + ")";
  }
};

/// One OpenMP directive: `#pragma omp <words> <clauses>`.
struct OMPDirective {
  llvm::SmallVector<OMPWord, 4> Words;
  std::vector<OMPClause> Clauses;

  bool has(OMPWord W) const { return llvm::is_contained(Words, W); }
  void add(OMPWord W) {
    if (!has(W))
      Words.push_back(W);
  }
  /// Adds a clause unless an identical one is already there.
  void addClause(OMPClause C);
  /// Joins list clauses with the same name and list prefix:
  /// map(to: a) map(to: b) -> map(to: a, b).
  void mergeLists();
  /// "target teams distribute": the words in canonical order.
  std::string name() const;
  /// "omp target teams map(...)": what follows `#pragma `.
  std::string text() const;
};

/// One level of a translation: an optional compound statement opened with
/// local declarations (the seed's "wrap ... in a compound statement and
/// declare a local copy"), then an optional directive.
struct OMPLayer {
  std::vector<std::string> Decls;
  std::optional<OMPDirective> Directive;
};

/// The OpenMP translation of one clang OpenACC construct node: layers from
/// the outside in, all applying to the construct's associated statement.
/// A sequential loop has one layer without a directive (a plain `for`); an
/// unfused combined construct has two directives.
struct OMPNode {
  std::vector<OMPLayer> Layers;
  /// Human-readable lines for -Minfo=accel: how the construct was mapped.
  std::vector<std::string> Info;

  /// The outermost directive, if any.
  const OMPDirective *firstDirective() const {
    for (const OMPLayer &L : Layers)
      if (L.Directive)
        return &*L.Directive;
    return nullptr;
  }
  /// The source lines that open the translation, outside in: `{` and the
  /// local declarations of each compound statement, and `#pragma omp ...`.
  /// The statement and numCompounds() closing braces follow them.
  std::vector<std::string> openingLines() const;
  unsigned numCompounds() const {
    unsigned N = 0;
    for (const OMPLayer &L : Layers)
      N += !L.Decls.empty();
    return N;
  }
};

/// The OMPNode of every translated OpenACC construct.
class Translation {
public:
  OMPNode &nodeFor(const clang::OpenACCConstructStmt *S) { return Nodes[S]; }
  const OMPNode *lookup(const clang::OpenACCConstructStmt *S) const {
    auto It = Nodes.find(S);
    return It == Nodes.end() ? nullptr : &It->second;
  }

private:
  llvm::DenseMap<const clang::OpenACCConstructStmt *, OMPNode> Nodes;
};

} // namespace accc::transform

#endif // ACCC_TRANSFORM_OMPTREE_H
