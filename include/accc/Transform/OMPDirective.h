//===- OMPDirective.h - OpenMP directives and statements ---------*- C++ -*-===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The leaves of accc's OpenMP IR (OMPTree.h): directive words and clauses
/// (OMPDirective, OMPClause, OMPItem) and the statements of a layer
/// (OMPStmt). OMPPrint.cpp prints them.
///
//===----------------------------------------------------------------------===//

#ifndef ACCC_TRANSFORM_OMPDIRECTIVE_H
#define ACCC_TRANSFORM_OMPDIRECTIVE_H

#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include <optional>
#include <string>
#include <vector>

namespace accc::transform {

/// A word of an OpenMP (combined) directive name, in OpenMP's nesting order;
/// the data words follow `target` alone, the others stand alone.
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
  DeclareTarget,      ///< declare target [(list)]
  BeginDeclareTarget, ///< begin declare target (a routine's function)
  DeclareVariant,     ///< declare variant(name) (routine bind)
  /// declare reduction(name : type : combiner) (DeclaredReductions.cpp)
  DeclareReduction,
  Taskwait,           ///< taskwait
  Atomic,             ///< atomic
  /// allocate(list) allocator(...): a direct kernel's block-shared memory
  /// (GangReductions.cpp).
  Allocate,
};

llvm::StringRef ompWordName(OMPWord W);

enum class OMPClauseKind {
  // List clauses: `name([modifiers: ]items)`.
  Map,
  To,
  From,
  Shared,
  Private,
  FirstPrivate,
  /// An implicit loop's control variable declared outside it: its value
  /// after the loop is the sequential one (KernelsToOMP.cpp).
  LastPrivate,
  Reduction,
  IsDevicePtr,
  UseDevicePtr,
  UseDeviceAddr,
  Depend,
  Link,
  /// The list of `declare target(list)` and `declare variant(name)`, and
  /// the `name : type : combiner` of `declare reduction`, printed right
  /// after the directive name.
  DirectiveList,
  // Clauses with an argument: `name([modifier: ]argument)`.
  NumTeams,
  ThreadLimit,
  NumThreads,
  If,
  /// device(n): the device a target region runs on (DeclareToOMP.cpp's
  /// zeroing at start-up).
  Device,
  Collapse,
  Schedule,
  DistSchedule,
  SimdLen,
  Match,
  Initializer, ///< declare reduction's initializer(omp_priv = ...)
  Allocator,   ///< allocate's allocator(omp_pteam_mem_alloc)
  /// ompx_dyn_cgroup_mem (LLVM's extension): a kernel's dynamic shared
  /// memory, in bytes (a direct kernel's block reduction, GangReductions.cpp).
  OmpxDynCGroupMem,
  // Clauses without an argument.
  NoWait,
  Read,
  Write,
  Update,
  Capture,
  Compare, ///< atomic compare (OpenMP 5.1)
  SeqCst,  ///< atomic ... seq_cst
  /// ompx_bare (LLVM's extension): a `target teams` kernel without the
  /// OpenMP device runtime, one thread per iteration (DirectKernels.cpp).
  OmpxBare,
};

llvm::StringRef ompClauseName(OMPClauseKind K);
bool isListClause(OMPClauseKind K);

/// The map type of a `map` clause.
enum class OMPMapType { To, From, ToFrom, Alloc, Release, Delete };
llvm::StringRef ompMapTypeName(OMPMapType T);

/// One subscripted dimension of a subarray list item, zero-based: the lower
/// bound counts from the dimension's first element (0 when omitted), the
/// length is as written, or the rest of the array (outermost dimension of
/// an array variable), or empty (the rest of an inner dimension).
struct OMPBound {
  std::string Lb, Len;
};

/// One list item: the declaration it names, its bounds and its spelling.
struct OMPItem {
  /// The variable (or function) the item names; for a part of an object
  /// (`s.p[0:n]`), the variable holding the object; null for `this[0:1]`
  /// and for an address expression (depend's `*__accc_queue(q)`).
  const clang::ValueDecl *Decl = nullptr;
  /// The list item as the user wrote it where the item is not the whole
  /// variable (a subarray, a member, `this`, `p[:0]` of a pointer p);
  /// null for a whole variable.
  const clang::Expr *Ref = nullptr;
  /// The spelling printed: the user's where the item is written in a
  /// clause, else the name qualified so that it resolves to Decl.
  std::string Text;
  /// A subarray (every level a range or a subscript of arrays): its
  /// dimensions, outermost first; empty for other items.
  std::vector<OMPBound> Bounds;

  /// Whether the item is the whole variable \p V.
  bool isWhole(const clang::ValueDecl *V) const { return Decl == V && !Ref; }
  /// Whether the items name the same thing: the same whole variable, or the
  /// same declaration and written item and the same part of it (the rows of
  /// a pointer chain share both; items that name no declaration have only
  /// their spelling).
  bool sameAs(const OMPItem &O) const {
    // A whole variable is the same whatever its spelling (`table` where a
    // using-directive names it, `phys::table` where accc spells it).
    if (Decl && Decl == O.Decl && !Ref && !O.Ref)
      return true;
    return Decl == O.Decl && Ref == O.Ref && Text == O.Text;
  }
};

struct OMPClause {
  OMPClauseKind Kind;
  /// Map clauses: the map type and modifiers.
  std::optional<OMPMapType> MapType;
  bool Hold = false;    ///< map(ompx_hold, ...): OpenACC's structured count
  bool Present = false; ///< map(present, ...), to/from(present: ...)
  /// The other modifier before the ':': a reduction operator (`+`), a
  /// dependence type (`inout`), the directive name of `if` (`target`).
  std::string Modifier;
  std::vector<OMPItem> Items; ///< list clauses
  std::string Arg;            ///< clauses with an argument: an expression
  /// Comes from an implicit or predetermined OpenACC attribute (the dump
  /// marks it `<implicit>`).
  bool Implicit = false;

  static OMPClause list(OMPClauseKind K, OMPItem Item, bool Implicit = false,
                        std::string Modifier = "");
  static OMPClause map(OMPMapType T, OMPItem Item, bool Hold, bool Present,
                       bool Implicit = false);
  static OMPClause value(OMPClauseKind K, std::string Arg,
                         std::string Modifier = "");
  static OMPClause bare(OMPClauseKind K) { return value(K, ""); }

  /// Whether \p O has this clause's kind and modifiers: list clauses that
  /// can be joined into one.
  bool sameListAs(const OMPClause &O) const {
    return Kind == O.Kind && MapType == O.MapType && Hold == O.Hold &&
           Present == O.Present && Modifier == O.Modifier;
  }
  bool operator==(const OMPClause &O) const;
  /// "map(ompx_hold, to: a[0:n])" (OMPPrint.cpp).
  std::string text() const;
};

/// One OpenMP directive: `#pragma omp <words> <clauses>`.
struct OMPDirective {
  llvm::SmallVector<OMPWord, 4> Words;
  std::vector<OMPClause> Clauses;

  OMPDirective() = default;
  OMPDirective(std::initializer_list<OMPWord> W) : Words(W) {}

  bool has(OMPWord W) const { return llvm::is_contained(Words, W); }
  void add(OMPWord W) {
    if (!has(W))
      Words.push_back(W);
  }
  /// Adds a clause unless an equal one is already there.
  void addClause(OMPClause C);
  /// Joins list clauses of the same kind and modifiers, each item once:
  /// map(to: a) map(to: b) -> map(to: a, b).
  void mergeLists();
  /// Removes the items that name the whole variable \p V from the list
  /// clauses of kind \p K, and clauses left empty.
  void removeItems(OMPClauseKind K, const clang::ValueDecl *V);
  /// Whether a clause of kind \p K names the whole variable \p V.
  bool names(OMPClauseKind K, const clang::ValueDecl *V) const;
  /// "target teams distribute": the words in canonical order.
  std::string name() const;
  /// "omp target teams map(...)": what follows `#pragma ` (OMPPrint.cpp).
  std::string text() const;
};

/// One statement of a layer.
struct OMPStmt {
  enum class Kind {
    Decl,      ///< a local declaration: `T x;`, `const int f = ...;`
    Code,      ///< a statement: a runtime call, `(void)(e);`, `if (c) f();`
    Directive, ///< a standalone OpenMP directive
    Loop,      ///< for (long long Var = Lb; Var < End; ++Var) { Body }
  };
  Kind K = Kind::Code;
  std::string Text; ///< Decl and Code: the C text, one line
  /// Decl: the variable this declaration is a local copy of, if any.
  const clang::ValueDecl *CopyOf = nullptr;
  std::optional<OMPDirective> Dir; ///< Directive
  std::string Var, Lb, End;        ///< Loop
  std::vector<OMPStmt> Body;       ///< Loop

  static OMPStmt decl(std::string Text,
                      const clang::ValueDecl *CopyOf = nullptr);
  static OMPStmt code(std::string Text);
  static OMPStmt directive(OMPDirective D);
  static OMPStmt loop(std::string Var, std::string Lb, std::string End,
                      std::vector<OMPStmt> Body);

  /// Whether this is or holds a directive (it needs lines of its own).
  bool hasDirective() const;
  /// The source lines (OMPPrint.cpp), indented by \p Indent spaces per level.
  void print(std::vector<std::string> &Lines, unsigned Level = 0) const;
};

using OMPStmts = std::vector<OMPStmt>;

/// The source lines of \p Stmts (OMPPrint.cpp).
std::vector<std::string> printLines(const OMPStmts &Stmts);

} // namespace accc::transform

#endif // ACCC_TRANSFORM_OMPDIRECTIVE_H
