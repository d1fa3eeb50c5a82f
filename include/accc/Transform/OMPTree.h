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

#include "clang/AST/DeclOpenACC.h"
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
  DeclareTarget, ///< declare target (alone)
  Taskwait,      ///< taskwait (alone; AsyncToOMP.cpp)
  Atomic,        ///< atomic (alone; AtomicToOMP.cpp)
};

llvm::StringRef ompWordName(OMPWord W);

struct OMPClause {
  std::string Name; ///< "map", "firstprivate", "num_teams", ...
  std::string Args; ///< the text between the parentheses; empty: none
  // An empty Name is the list of `declare target(list)`, printed right after
  // the directive name.
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
  /// Statements in place of a directive, one line each: a standalone
  /// OpenACC directive that is a runtime call (`wait` -> `acc_wait(q);`), or
  /// directives in loops (PointerChain.cpp).
  std::vector<std::string> Statements;
  /// Statements at the end of the compound statement the layer opens, after
  /// the construct's statement (`detach` of an `attach` clause). A layer
  /// with an epilogue opens a compound statement even without Decls.
  std::vector<std::string> Epilogue;

  bool opensCompound() const { return !Decls.empty() || !Epilogue.empty(); }
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
  /// The statement and closingLines() follow them.
  std::vector<std::string> openingLines() const;
  /// The lines after the statement, inside out: each compound statement's
  /// epilogue and its `}`.
  std::vector<std::string> closingLines() const;
};

/// The OpenMP translation of a `declare` directive, a declaration rather
/// than a construct: Node's directives replace it. In a function, the data
/// lifetime it starts ends at the end of the enclosing block, in one of two
/// ways (DataToOMP.cpp):
///  - OpensBlock: Node is a `target data`, which opens a compound statement
///    that closes just before the block's closing brace;
///  - Exit: Node is a `target enter data`; Exit, the matching `target exit
///    data`, goes before the block's closing brace and before every
///    `return` after the directive (OpenMP forbids a `return` in a `target
///    data` region).
///
/// At file scope, a `static` variable becomes an external one with a unique
/// symbol name (ExternalNames): clang gives OpenMP's runtime no entry for a
/// declare target variable of internal linkage, so the host could neither
/// update it nor find it present.
struct OMPDeclare {
  OMPNode Node;
  bool OpensBlock = false;
  std::optional<OMPDirective> Exit;
  /// Per `static` file-scope variable: its new symbol name (`__asm__`).
  std::vector<std::pair<const clang::VarDecl *, std::string>> ExternalNames;
};

/// The translation of a `routine` directive (RoutineToOMP.cpp): Lines
/// replace it; with EndAfter, `#pragma omp end declare target` follows the
/// function's declaration.
struct OMPRoutine {
  clang::SourceLocation Begin, Last;
  std::vector<std::string> Lines;
  const clang::FunctionDecl *EndAfter = nullptr;
};

/// The OMPNode of every translated OpenACC construct, and the OMPDeclare of
/// every translated `declare` directive.
class Translation {
public:
  /// The translation calls libacc's accc-internal routines (async queues),
  /// declared in openacc.h: the printed source must include it.
  void requireRuntimeHeader() { RuntimeHeader = true; }
  bool needsRuntimeHeader() const { return RuntimeHeader; }
  /// The translation calls OpenMP routines (the zero modifier): the printed
  /// source must include omp.h.
  void requireOmpHeader() { OmpHeader = true; }
  bool needsOmpHeader() const { return OmpHeader; }

  OMPNode &nodeFor(const clang::OpenACCConstructStmt *S) { return Nodes[S]; }
  const OMPNode *lookup(const clang::OpenACCConstructStmt *S) const {
    auto It = Nodes.find(S);
    return It == Nodes.end() ? nullptr : &It->second;
  }
  OMPDeclare &declareFor(const clang::OpenACCDeclareDecl *D) {
    return Declares[D];
  }
  const OMPDeclare *lookup(const clang::OpenACCDeclareDecl *D) const {
    auto It = Declares.find(D);
    return It == Declares.end() ? nullptr : &It->second;
  }
  std::vector<OMPRoutine> &routines() { return Routines; }
  const std::vector<OMPRoutine> &routines() const { return Routines; }

private:
  bool RuntimeHeader = false;
  bool OmpHeader = false;
  llvm::DenseMap<const clang::OpenACCConstructStmt *, OMPNode> Nodes;
  llvm::DenseMap<const clang::OpenACCDeclareDecl *, OMPDeclare> Declares;
  std::vector<OMPRoutine> Routines;
};

} // namespace accc::transform

#endif // ACCC_TRANSFORM_OMPTREE_H
