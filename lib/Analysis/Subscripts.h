//===- Subscripts.h - Canonical loops and affine subscripts -----*- C++ -*-===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The subscript tests of the dependence analysis (Dependence.cpp rules 1
/// and 5): the shape of a canonical loop, subscripts read as affine sums,
/// and whether two subscripts of one array dimension keep the accesses of
/// different iterations apart. Internal to lib/Analysis.
///
//===----------------------------------------------------------------------===//

#ifndef ACCC_LIB_ANALYSIS_SUBSCRIPTS_H
#define ACCC_LIB_ANALYSIS_SUBSCRIPTS_H

#include "clang/AST/Expr.h"
#include "clang/AST/Stmt.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include <map>
#include <optional>
#include <string>

namespace accc::analysis {

/// A canonical loop (rule 1).
struct LoopShape {
  const clang::VarDecl *IV = nullptr;
  const clang::Expr *Lb = nullptr;
  const clang::Expr *Bound = nullptr; ///< the other side of the condition
  clang::BinaryOperatorKind Cmp = clang::BO_LT;
  bool IVOnLeft = true;
  const clang::Expr *Step = nullptr; ///< `c` of `i += c`; null for ++/--
};

/// The shape of \p F if it is canonical (rule 1), else none.
std::optional<LoopShape> shapeOf(const clang::ForStmt *F);

/// An affine sum: constant + sum of coefficient * term, where a term is a
/// variable or an opaque subexpression (a product of variables, a load).
struct Affine {
  struct Term {
    const clang::VarDecl *Var = nullptr; ///< a variable term
    const clang::Expr *Opaque = nullptr; ///< an opaque term
    int64_t Coeff = 0;
  };
  int64_t Const = 0;
  std::map<std::string, Term> Terms; ///< by a key naming the term

  void add(const Affine &O, int64_t Scale) {
    Const += Scale * O.Const;
    for (const auto &[K, T] : O.Terms) {
      Term &Mine = Terms[K];
      Mine.Var = T.Var;
      Mine.Opaque = T.Opaque;
      Mine.Coeff += Scale * T.Coeff;
      if (!Mine.Coeff)
        Terms.erase(K);
    }
  }
  bool sameTerms(const Affine &O) const {
    if (Terms.size() != O.Terms.size())
      return false;
    for (const auto &[K, T] : Terms) {
      auto It = O.Terms.find(K);
      if (It == O.Terms.end() || It->second.Coeff != T.Coeff)
        return false;
    }
    return true;
  }
};

/// Rule 5 for the iterations of one loop: what its body writes and
/// declares, and the canonical loops inside it by control variable.
class SubscriptTest {
public:
  SubscriptTest(clang::ASTContext &Ctx, const clang::VarDecl *IV,
                const llvm::DenseSet<const clang::VarDecl *> &Written,
                const llvm::DenseSet<const clang::VarDecl *> &Locals,
                const llvm::DenseMap<const clang::VarDecl *,
                                     const clang::ForStmt *> &InnerLoops,
                const llvm::DenseSet<const clang::VarDecl *> &Unassigned)
      : Ctx(Ctx), IV(IV), Written(Written), Locals(Locals),
        InnerLoops(InnerLoops), Unassigned(Unassigned) {}

  /// Whether \p E reads a variable the body writes (or a loop variable of
  /// an inner loop), or memory.
  bool changesIn(const clang::Expr *E) const;
  /// Whether dimension subscripts \p W and \p A show that W and A touch
  /// different elements in different iterations (rule 5; null: `*p`).
  bool separates(const clang::Expr *W, const clang::Expr *A) const;

private:
  clang::ASTContext &Ctx;
  const clang::VarDecl *IV;
  const llvm::DenseSet<const clang::VarDecl *> &Written;
  const llvm::DenseSet<const clang::VarDecl *> &Locals;
  const llvm::DenseMap<const clang::VarDecl *, const clang::ForStmt *>
      &InnerLoops;
  /// The locals of the body that nothing assigns after their declaration
  /// (rule 5d: each stands for its initializer).
  const llvm::DenseSet<const clang::VarDecl *> &Unassigned;

  /// How a term of a subscript behaves across iterations of the loop.
  enum class TermKind { Invariant, IV, ScaledIV, Varying };

  Affine affine(const clang::Expr *E) const;
  std::string opaqueKey(const clang::Expr *E) const;
  TermKind kindOf(const Affine::Term &T, const clang::Expr **Scale = nullptr) const;
  bool runsWithin(const clang::VarDecl *K, const clang::Expr *X) const;
};

} // namespace accc::analysis

#endif // ACCC_LIB_ANALYSIS_SUBSCRIPTS_H
