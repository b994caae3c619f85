#pragma once

#include "app/core/dataset.h"

#include <QByteArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QString>
#include <QVariant>

#include <vector>

/// The user's own corrections: an overlay file in the dataset's schema whose GPU records are partial and
/// merged by id over the bundled dataset. The bundled file is never changed.
namespace Overlay {

constexpr qint64 kMaxFileBytes = 8 * 1024 * 1024;

/// What applying an overlay gave: the merged dataset, or (when the overlay has any error) the base dataset
/// unchanged, with the problems named by JSON path (`gpus[2].usd: ...`).
struct ApplyResult
{
    Dataset dataset;
    QList<DatasetIssue> errors;
    QList<DatasetIssue> warnings;
    QString origin;
    int changedGpus = 0; ///< existing GPUs with at least one user value
    int addedGpus = 0;   ///< GPUs the overlay adds

    bool ok() const { return errors.isEmpty(); }
    /// All errors, one per line, each prefixed with the origin.
    QString errorText() const;
};

/// Merges the overlay document `json` over `base`. A record whose id is in `base` may carry any subset of
/// the dataset's fields; a new id must carry what a dataset record needs (name, segment, architecture,
/// vram_gb), or name an existing GPU in "based_on" to start from a copy of it. Each value taken from the
/// overlay is listed in Gpu::userFields with the dataset's value in Gpu::datasetValues. Overlay prices
/// replace the dataset's prices of the same kind, and the summary price fields follow them unless the
/// overlay sets those itself.
ApplyResult apply(const Dataset &base, const QByteArray &json, const QString &origin);
/// Reads `path` (size-limited) and applies it; an unreadable file is an error and `base` is kept.
ApplyResult applyFile(const Dataset &base, const QString &path);

/// True for the dataset fields a user may set one by one (every numeric and text field except the id).
bool isEditableField(const QString &key);
/// Reads what the user typed for `key` (a number in the user's locale or plain C form, a leading "$" and a
/// trailing unit allowed; text trimmed) into the JSON value an overlay stores. False, with `error` naming the
/// field ("VRAM (GB): "abc" is not a number"), when it cannot be one. Ranges are checked by apply().
bool valueFromText(const QString &key, const QString &text, QJsonValue *value, QString *error);

/// The value of dataset field `key` in `gpu` as Gpu::datasetValues keeps the dataset's (a number, a text, the
/// prices as "kind $usd (as-of)" joined by "; "); invalid when the field is empty.
QVariant fieldValue(const Gpu &gpu, const QString &key);

/// Where the window keeps the user's overlay: overlay.json in the user's data folder.
QString defaultPath();

/// An overlay document being edited: set or reset fields, add prices, save atomically.
class Document
{
public:
    Document();
    /// Parses an overlay for editing; false (with `error` set) when it is not an overlay object.
    bool load(const QByteArray &json, QString *error);

    /// Sets `key` of GPU `id` to `value` (creating the record). Validation happens in apply().
    void setValue(const QString &id, const QString &key, const QJsonValue &value);
    /// Adds a price to GPU `id`, replacing an overlay price of the same kind.
    void setPrice(const QString &id, const GpuPrice &price);
    /// Removes the user's value of `key` ("reset to the dataset's value"); drops records left with an id
    /// only.
    void reset(const QString &id, const QString &key);
    bool contains(const QString &id, const QString &key) const;
    /// Drops the whole record of GPU `id` (a GPU the user added disappears with it).
    void remove(const QString &id);

    QJsonObject root() const { return m_root; }
    QByteArray toJson() const;
    /// Writes the document through the atomic writer, creating the folder when needed.
    bool save(const QString &path, QString *error) const;

private:
    int indexOf(const QString &id) const;
    QJsonObject m_root;
};

/// One row of a price CSV (id, field, value, as-of, source).
struct PriceRow
{
    int line = 0;
    QString id;
    GpuPrice price;
};

struct PriceCsvResult
{
    std::vector<PriceRow> rows;
    QList<DatasetIssue> errors; ///< path is "line N" or "line N: column"
    bool ok() const { return errors.isEmpty(); }
};

/// Parses a price CSV: a header naming the columns id, field, value, as-of (or as_of), source (any order,
/// case-insensitive; an optional note column), then one price per line. `field` is a price kind
/// (on_demand, spot, community_cloud, launch_msrp, street_new, used) or the summary field it feeds
/// (launch_price_usd, cloud_usd_hr_low, cloud_usd_hr_high). Ids are checked against `known` when it is not
/// empty.
PriceCsvResult parsePriceCsv(const QByteArray &csv, const QStringList &known = {});

/// Adds every parsed price to `document`.
void importPrices(Document &document, const std::vector<PriceRow> &rows);

} // namespace Overlay
