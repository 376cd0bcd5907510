//! The crossing into and out of JavaScript: arguments become [`Value`]s, results
//! become plain objects, errors become `Error`s with a `code`.
//!
//! Reading a value can run code of the caller's only through `catch` imports
//! (getters, and `Proxy` traps): a property that throws reads as a wrong value, so
//! nothing a caller passes can unwind through Rust or reach a panic. No `toString`
//! and no iterator of the caller's is ever called.

use js_sys::{Array, Object, Reflect};
use serde::Serialize;
use wasm_bindgen::prelude::wasm_bindgen;
use wasm_bindgen::{JsCast, JsValue};

use crate::errors::ApiError;
use crate::value::{Value, MAX_LIST};

/// How deep a value is read: options → `setup` → a list → a point.
const MAX_DEPTH: u32 = 4;

/// The most properties an options object may have: more than any real one has.
const MAX_PROPERTIES: u32 = 64;

#[wasm_bindgen]
extern "C" {
    /// `Array.isArray`, which throws for a revoked `Proxy`.
    #[wasm_bindgen(catch, js_namespace = Array, js_name = isArray)]
    fn is_array(value: &JsValue) -> Result<bool, JsValue>;

    /// `Object.keys`, which runs a `Proxy`'s traps.
    #[wasm_bindgen(catch, js_namespace = Object, js_name = keys)]
    fn object_keys(object: &JsValue) -> Result<Array, JsValue>;

    /// `Object.getPrototypeOf`, which runs a `Proxy`'s trap.
    #[wasm_bindgen(catch, js_namespace = Object, js_name = getPrototypeOf)]
    fn prototype_of(object: &JsValue) -> Result<JsValue, JsValue>;
}

/// Copies a JavaScript value into a [`Value`].
pub fn value_from_js(value: &JsValue) -> Value {
    read(value, 0)
}

/// Reads `value`, `depth` levels down.
fn read(value: &JsValue, depth: u32) -> Value {
    if value.is_undefined() || value.is_null() {
        return Value::Missing;
    }
    if let Some(text) = value.as_string() {
        return Value::Text(text);
    }
    if let Some(number) = value.as_f64() {
        return Value::Number(number);
    }
    let other = |what: &str| Value::Other(what.into());
    if value.as_bool().is_some() {
        return other("a boolean");
    }
    if value.is_bigint() {
        return other("a bigint");
    }
    if value.is_symbol() {
        return other("a symbol");
    }
    if value.is_function() {
        return other("a function");
    }
    if !value.is_object() {
        return other("an unknown kind of value");
    }
    if depth >= MAX_DEPTH {
        return other("a value nested too deeply");
    }
    let unreadable = || other("a value that throws when read");
    let Ok(array) = is_array(value) else {
        return unreadable();
    };
    if array {
        let Some(length) = Reflect::get(value, &JsValue::from_str("length"))
            .ok()
            .and_then(|length| length.as_f64())
        else {
            return unreadable();
        };
        if length > MAX_LIST as f64 {
            return Value::Other(format!("an array of more than {MAX_LIST} entries"));
        }
        let mut items = Vec::with_capacity(length as usize);
        for index in 0..length as u32 {
            match Reflect::get_u32(value, index) {
                Ok(item) => items.push(read(&item, depth + 1)),
                Err(_) => return unreadable(),
            }
        }
        return Value::List(items);
    }
    match is_plain(value) {
        Ok(true) => {}
        Ok(false) => return other("an object that is not a plain { … } object"),
        Err(_) => return unreadable(),
    }
    let Ok(keys) = object_keys(value) else {
        return unreadable();
    };
    if keys.length() > MAX_PROPERTIES {
        return Value::Other(format!(
            "an object with more than {MAX_PROPERTIES} properties"
        ));
    }
    let mut entries = Vec::with_capacity(keys.length() as usize);
    for key in keys.iter() {
        let name = key.as_string().unwrap_or_default();
        match Reflect::get(value, &key) {
            Ok(item) => entries.push((name, read(&item, depth + 1))),
            Err(_) => return unreadable(),
        }
    }
    Value::Object(entries)
}

/// The longest point argument [`short_text`] reads: `'pass'`, `'D4'`, `'dd'`, a few
/// spaces around them.
const SHORT_TEXT: usize = 8;

/// A short ASCII string argument (a point or `'pass'`), read one character code at
/// a time into `buffer`: no copy of the string into wasm memory and no allocation,
/// which is most of the crossing of a `play('D4')`. `None` for anything else (not a
/// string, longer, not ASCII), which [`value_from_js`] then reads.
pub fn short_text<'a>(value: &JsValue, buffer: &'a mut [u8; SHORT_TEXT]) -> Option<&'a str> {
    let text = value.dyn_ref::<js_sys::JsString>()?;
    let length = text.length() as usize;
    let bytes = buffer.get_mut(..length)?;
    for (index, byte) in bytes.iter_mut().enumerate() {
        let code = text.char_code_at(index as u32);
        // NaN, which no index in range gives, reads as not ASCII too.
        if code >= 128.0 || code.is_nan() {
            return None;
        }
        *byte = code as u8;
    }
    core::str::from_utf8(bytes).ok()
}

/// Whether `value` is a plain object: its prototype is `Object.prototype` or null.
fn is_plain(value: &JsValue) -> Result<bool, JsValue> {
    let prototype = prototype_of(value)?;
    let object_prototype = JsValue::from(Object::get_prototype_of(&Object::new()));
    Ok(prototype.is_null() || prototype == object_prototype)
}

/// A JavaScript array read item by item, for a long list of points (`playMany`).
#[allow(clippy::len_without_is_empty)]
pub struct ListReader<'a> {
    array: &'a JsValue,
    len: usize,
}

/// `value` as a [`ListReader`]; `None` when it is not an array or its length cannot
/// be read.
pub fn list_reader(value: &JsValue) -> Option<ListReader<'_>> {
    if !is_array(value).ok()? {
        return None;
    }
    let len = Reflect::get(value, &JsValue::from_str("length"))
        .ok()?
        .as_f64()?;
    Some(ListReader {
        array: value,
        len: len as usize,
    })
}

impl ListReader<'_> {
    /// How many items the array has.
    pub fn len(&self) -> usize {
        self.len
    }

    /// Item `index`: a string read at once, anything else as [`value_from_js`]
    /// reads it (an item that throws when read is a wrong value).
    pub fn item(&self, index: usize) -> Value {
        match Reflect::get_u32(self.array, index as u32) {
            Ok(item) => item.as_string().map_or_else(|| read(&item, 1), Value::Text),
            Err(_) => Value::Other("a value that throws when read".into()),
        }
    }
}

/// A JavaScript `Error` with the message and a `code` property.
pub fn error_to_js(error: &ApiError) -> JsValue {
    let js_error = js_sys::Error::new(error.message());
    // Setting a property of a fresh Error cannot fail.
    let _ = Reflect::set(
        &js_error,
        &JsValue::from_str("code"),
        &JsValue::from_str(error.code()),
    );
    if let Some(n) = error.move_number() {
        let _ = Reflect::set(&js_error, &JsValue::from_str("moveNumber"), &n.into());
    }
    js_error.into()
}

/// A plain object whose properties are these strings, in order (built by hand:
/// smaller than a serde path).
#[cfg(feature = "engine")]
pub fn text_object<'a>(pairs: impl IntoIterator<Item = (&'a str, &'a str)>) -> Object {
    let object = Object::new();
    for (key, text) in pairs {
        // Setting a property of a fresh plain object cannot fail.
        let _ = Reflect::set(&object, &JsValue::from_str(key), &JsValue::from_str(text));
    }
    object
}

/// What a loader noted, as `[{ code, message }]`.
#[cfg(feature = "engine")]
pub fn warnings_to_js(warnings: &[crate::records::LoadWarning]) -> Array {
    warnings
        .iter()
        .map(|w| JsValue::from(text_object([("code", w.code), ("message", &*w.message)])))
        .collect()
}

/// Plain data as a plain JavaScript object or array.
pub fn to_js<T: Serialize + ?Sized>(data: &T) -> Result<JsValue, JsValue> {
    serde_wasm_bindgen::to_value(data).map_err(JsValue::from)
}

/// `Some` data as a JavaScript object, `None` as `null`.
pub fn to_js_or_null<T: Serialize>(data: Option<&T>) -> Result<JsValue, JsValue> {
    match data {
        Some(data) => to_js(data),
        None => Ok(JsValue::NULL),
    }
}
